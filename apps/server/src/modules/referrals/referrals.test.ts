import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { buildTestApp, opsHeaders } from '../../test/build-test-app';
import { fundedMember } from '../../test/money';
import { accounts } from '../members/members.tables';
import { referralCalls, registerWithCode } from './referrals.fixtures';
import { referrals } from './referrals.tables';

const app = await buildTestApp();
const api = referralCalls(app);
type Link = { id: number; code: string; label: string; enabled: boolean; uses: number; url: string };
const paths = (res: { json(): { value: { path: string }[] } }) => res.json().value.map((v) => v.path);
const linksOf = async (headers: Record<string, string>) => (await api.overview(headers)).links as Link[];

describe('referral links', () => {
  test('a member reads their own code as the default link, and creates, renames, turns off and on labelled links', async () => {
    const m = await fundedMember(app);
    const first = await api.overview(m.headers);
    expect(first).toMatchObject({
      code: expect.stringMatching(/^[0-9a-f]{10}$/),
      defaultUses: 0,
      links: [],
      summary: { registered: 0, qualified: 0, rewardsEarned: 0 },
      rules: { rewardAmount: 100_00, minFirstDeposit: 500_00, validBetThreshold: 2_000_00, turnoverMultiple: 1, claimDays: 7 },
    });
    expect(first.url).toBe(`/register?referralCode=${first.code}`);
    expect((await api.overview(m.headers)).code).toBe(first.code); // made once, kept

    const created = await api.createLink(m.headers, '  Facebook group  ');
    expect(created.statusCode, created.body).toBe(200);
    const link = created.json().value as Link;
    expect(link).toMatchObject({ label: 'Facebook group', enabled: true, uses: 0 });
    expect(link.code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    expect(link.url).toBe(`/register?referralCode=${link.code}`);
    const other = (await api.createLink(m.headers, 'WhatsApp')).json().value as Link;
    expect(other.code).not.toBe(link.code);

    const renamed = await api.updateLink(m.headers, link.id, { label: 'Friends' });
    expect(renamed.json().value).toMatchObject({ id: link.id, label: 'Friends', enabled: true, code: link.code });
    expect((await api.updateLink(m.headers, link.id, { enabled: false })).json().value).toMatchObject({ enabled: false });
    expect((await linksOf(m.headers)).map((l) => [l.label, l.enabled])).toEqual([
      ['WhatsApp', true],
      ['Friends', false],
    ]);
    expect((await api.updateLink(m.headers, link.id, { enabled: true, label: 'Back' })).json().value).toMatchObject({
      enabled: true,
      label: 'Back',
    });
  });

  test('bad input names its field; another member’s link is not found; at most 20 links', async () => {
    const m = await fundedMember(app);
    expect(paths(await api.createLink(m.headers, ''))).toEqual(['label']);
    expect(paths(await api.createLink(m.headers, 'x'.repeat(41)))).toEqual(['label']);
    expect(paths(await api.createLink(m.headers, 7))).toEqual(['label']);
    const extra = await api.inject('POST', '/wps/referral/links', m.headers, { label: 'ok', code: 'MINE' });
    expect(extra.json().code).toBe('VALIDATION_FAILED');
    const link = (await api.createLink(m.headers, 'x'.repeat(40))).json().value as Link;
    expect(paths(await api.updateLink(m.headers, link.id, {}))).toEqual(['label']);
    expect(paths(await api.updateLink(m.headers, link.id, { enabled: 'yes' }))).toEqual(['enabled']);
    expect((await api.updateLink(m.headers, 'abc', { enabled: false })).json().code).toBe('VALIDATION_FAILED');

    const stranger = await fundedMember(app);
    const theirs = await api.updateLink(stranger.headers, link.id, { enabled: false });
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await linksOf(m.headers))[0]).toMatchObject({ enabled: true });

    // 19 more at once: the limit holds even when they race.
    const made = await Promise.all(Array.from({ length: 21 }, (_, i) => api.createLink(m.headers, `link ${i}`)));
    expect(made.filter((r) => r.statusCode === 200)).toHaveLength(19);
    expect(made.filter((r) => r.statusCode === 409).map((r) => r.json().code)).toEqual([
      'REFERRAL_LINK_LIMIT',
      'REFERRAL_LINK_LIMIT',
    ]);
    expect(await linksOf(m.headers)).toHaveLength(20);
  });

  test('guests are asked to log in and trial accounts are refused', async () => {
    expect((await api.inject('GET', '/wps/referral')).statusCode).toBe(401);
    const trial = (await api.inject('POST', '/wps/session/login/freeplay', {}, {})).json().value.token;
    const asTrial = { authorization: `Bearer ${trial}` };
    for (const res of [
      await api.inject('GET', '/wps/referral', asTrial),
      await api.createLink(asTrial, 'x'),
      await api.updateLink(asTrial, 1, { enabled: false }),
    ])
      expect([res.statusCode, res.json().code]).toEqual([403, 'AUTH_TRIAL_NOT_ALLOWED']);
  });
});

describe('registration with a referral code', () => {
  test('a link’s code records the referrer and the link and counts the use; the own code counts on the default link', async () => {
    const m = await fundedMember(app);
    const link = (await api.createLink(m.headers, 'Cousins')).json().value as Link;
    const friend = await registerWithCode(app, link.code.toLowerCase());
    const [row] = await app.db.select().from(accounts).where(eq(accounts.id, friend.id));
    expect(row!.referredById).toBe(m.id);
    const [ref] = await app.db.select().from(referrals).where(eq(referrals.refereeId, friend.id));
    expect(ref).toMatchObject({ referrerId: m.id, linkId: link.id, rewardedAt: null });

    const own = (await api.overview(m.headers)).code as string;
    const second = await registerWithCode(app, own);
    const [byCode] = await app.db.select().from(referrals).where(eq(referrals.refereeId, second.id));
    expect(byCode).toMatchObject({ referrerId: m.id, linkId: null });
    const after = await api.overview(m.headers);
    expect(after.links[0]).toMatchObject({ id: link.id, uses: 1 });
    expect(after).toMatchObject({ defaultUses: 1, summary: { registered: 2, qualified: 0, rewardsEarned: 0 } });
  });

  test('a disabled link’s code is refused as an unknown code is: the account is made with no referrer', async () => {
    const m = await fundedMember(app);
    const link = (await api.createLink(m.headers, 'Old poster')).json().value as Link;
    await api.updateLink(m.headers, link.id, { enabled: false });
    for (const code of [link.code, 'NOSUCHCODE']) {
      const friend = await registerWithCode(app, code);
      const [row] = await app.db.select().from(accounts).where(eq(accounts.id, friend.id));
      expect(row!.referredById).toBeNull();
      expect(await app.db.select().from(referrals).where(eq(referrals.refereeId, friend.id))).toEqual([]);
    }
    expect((await linksOf(m.headers))[0]).toMatchObject({ uses: 0 });
  });
});

describe('operator settings', () => {
  const settings = {
    enabled: true,
    rewardAmount: 100_00,
    minFirstDeposit: 500_00,
    validBetThreshold: 2_000_00,
    turnoverMultiple: 1,
  };

  test('are validated by field and audited; while off, members are refused and the site hides the entry', async () => {
    expect((await api.inject('GET', '/ops/referral/settings', opsHeaders)).json().value).toEqual(settings);
    expect((await api.inject('GET', '/ops/referral/settings')).statusCode).toBe(401);
    const bad = await api.settings({ ...settings, rewardAmount: 0, turnoverMultiple: 101, minFirstDeposit: -1 });
    expect(paths(bad).sort()).toEqual(['minFirstDeposit', 'rewardAmount', 'turnoverMultiple']);
    expect(paths(await api.settings({ ...settings, extra: 1 }))).toEqual(['extra']);
    expect((await api.inject('GET', '/wps/referral/available')).json().value).toEqual({ REFERRAL: { enabled: true } });

    const m = await fundedMember(app);
    const link = (await api.createLink(m.headers, 'Before')).json().value as Link;
    const off = await api.settings({ ...settings, enabled: false, rewardAmount: 50_00 });
    expect(off.json().value).toEqual({ ...settings, enabled: false, rewardAmount: 50_00 });
    expect((await api.inject('GET', '/wps/referral/available')).json().value).toEqual({ REFERRAL: { enabled: false } });
    for (const res of [
      await api.inject('GET', '/wps/referral', m.headers),
      await api.createLink(m.headers, ''),
      await api.updateLink(m.headers, link.id, { enabled: false }),
    ])
      expect([res.statusCode, res.json().code]).toEqual([403, 'FEATURE_DISABLED']);

    const audit = (await api.inject('GET', '/ops/audit?limit=50', opsHeaders)).json().value as {
      action: string;
      before: unknown;
      after: unknown;
    }[];
    expect(audit.find((a) => a.action === 'referral.settings')).toMatchObject({
      before: settings,
      after: { ...settings, enabled: false, rewardAmount: 50_00 },
    });
    expect((await api.settings(settings)).statusCode).toBe(200);
    expect((await api.overview(m.headers)).links).toHaveLength(1);
  });
});
