import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { DEFAULT_ODDS } from '@jade/engines/lottery/odds';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { newKey, openDraw, openVendors, placeSlip } from './lottery.test-kit';

const app = await buildTestApp();
const ops = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/ops/lottery/${url}`, headers: opsHeaders, ...(payload ? { payload } : {}) });
const audits = async () => (await app.inject({ method: 'GET', url: '/ops/audit?limit=100', headers: opsHeaders })).json().value;

describe('lottery odds and limits (operator)', () => {
  test('a family reads the house odds until the merchant sets its own; a table checkOdds refuses writes nothing', async () => {
    expect((await ops('GET', 'odds/DICE_3')).json().value).toEqual({
      family: 'DICE_3',
      odds: DEFAULT_ODDS.DICE_3,
      isDefault: true,
    });
    const before = (await audits()).length;
    const { PAIR: _, ...missing } = DEFAULT_ODDS.DICE_3;
    for (const odds of [missing, { ...DEFAULT_ODDS.DICE_3, PAIR: 99 }, { ...DEFAULT_ODDS.DICE_3, XX: 500 }]) {
      const res = await ops('PUT', 'odds/DICE_3', { odds });
      expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await ops('PUT', 'odds/NOPE', { odds: {} })).statusCode).toBe(400);
    expect((await audits()).length).toBe(before);
    expect((await ops('GET', 'odds/DICE_3')).json().value.isDefault).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/ops/lottery/odds/DICE_3' })).statusCode).toBe(401);
  });

  test('sets a family’s odds, audited; a slip keeps the odds it was sold at', async () => {
    await openVendors(app);
    const m = await fundedMember(app, { funds: 10_000 });
    const d = await openDraw(app, 'ELOTT_DICE_5M');
    const body = { gameCode: 'ELOTT_DICE_5M', drawNo: d.drawNo, unit: 100, multiplier: 1, clientKey: newKey() };
    const sold = (await placeSlip(app, m.headers, { ...body, lines: [{ type: 'PAIR', picks: [['3']] }] })).json().value.slip;
    const odds = { ...DEFAULT_ODDS.DICE_3, PAIR: 1_200 };
    const res = await ops('PUT', 'odds/DICE_3', { odds });
    expect(res.json().value).toEqual({ family: 'DICE_3', odds, isDefault: false });
    const [audit] = await audits();
    expect(audit).toMatchObject({ action: 'lottery.odds.set' });
    expect(JSON.stringify(audit)).toContain('1200');
    const after = (
      await placeSlip(app, m.headers, { ...body, clientKey: newKey(), lines: [{ type: 'PAIR', picks: [['3']] }] })
    ).json().value.slip;
    const kept = (await app.db.execute(sql`select id, odds->>'PAIR' as pair from lottery_slips order by id`)) as unknown as {
      rows: { id: unknown; pair: string }[];
    };
    const pairOf = (id: number) => kept.rows.find((r) => Number(r.id) === id)!.pair;
    expect([pairOf(sold.slipId), pairOf(after.slipId)]).toEqual(['1300', '1200']);
  });

  test('limits: read the defaults, set them audited, and refuse a minimum above its maximum', async () => {
    const defaults = (await ops('GET', 'limits')).json().value;
    expect(defaults).toMatchObject({ minUnit: 10, maxPayoutPerNumber: 100_000_000 });
    const bad = await ops('PUT', 'limits', { ...defaults, minTotal: defaults.maxTotal + 1 });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await ops('GET', 'limits')).json().value).toEqual(defaults);
    const set = { ...defaults, maxPayoutPerNumber: 5_000_000 };
    expect((await ops('PUT', 'limits', set)).json().value).toEqual(set);
    expect((await audits())[0]).toMatchObject({ action: 'lottery.limits.set' });
  });

  test('a bet right after the operator changes the limits is held to the new ones (the read cache is cleared)', async () => {
    const m = await fundedMember(app, { funds: 10_000 });
    const d = await openDraw(app, 'ELOTT_DICE_5M');
    const bet = () =>
      placeSlip(app, m.headers, {
        gameCode: 'ELOTT_DICE_5M',
        drawNo: d.drawNo,
        unit: 100,
        multiplier: 1,
        clientKey: newKey(),
        lines: [{ type: 'PAIR', picks: [['3']] }],
      });
    expect((await bet()).statusCode).toBe(200);
    const limits = (await ops('GET', 'limits')).json().value;
    expect((await ops('PUT', 'limits', { ...limits, maxUnit: 50, minUnit: 10 })).statusCode).toBe(200);
    const refused = await bet();
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'LOTTERY_STAKE_ABOVE_MAX']);
    expect((await ops('PUT', 'limits', limits)).statusCode).toBe(200);
    expect((await bet()).statusCode).toBe(200);
  });
});
