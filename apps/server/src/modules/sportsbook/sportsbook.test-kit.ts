import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { OpsSportsCreateEvent, SportsBet, SportsEvent, SportsSettings } from '@jade/contract/sportsbook';
import { opsHeaders } from '../../test/build-test-app';
import { injectTransport, vendorWallet, type WalletTransport } from '../gameserver/gameserver.service';
import { DEFAULT_SETTINGS } from './sportsbook.settings';

/** Test support of the sportsbook: open vendors, events made by the operator, bets and what moved. */
type Rows<T> = { rows: T[] };

/** Takes the book's vendors out of maintenance in this test's database (as the demo does; a test may have put them in it). */
export async function openSportsVendors(app: FastifyInstance) {
  await app.db.execute(sql`update vendors set maintenance = false where code in ('SUMMIT', 'IMES', 'DS88')`);
}

export const newKey = () => randomBytes(9).toString('base64url');

/** Sets the book's limits (the defaults with `over`; no live delay unless given). */
export async function setSettings(app: FastifyInstance, over: Partial<SportsSettings> = {}) {
  const res = await app.inject({
    method: 'PUT',
    url: '/ops/sports/settings',
    headers: opsHeaders,
    payload: { ...DEFAULT_SETTINGS, liveDelayMs: 0, ...over },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}

let seq = 0;
/** A football event an hour ahead with a 1X2 and an Asian handicap market priced by the model. */
export async function footballEvent(app: FastifyInstance, over: Partial<OpsSportsCreateEvent> = {}): Promise<SportsEvent> {
  const res = await app.inject({
    method: 'POST',
    url: '/ops/sports/events',
    headers: opsHeaders,
    payload: {
      vendor: 'SUMMIT',
      sport: 'FOOTBALL',
      competition: 'Test League',
      home: `Home ${++seq}`,
      away: `Away ${seq}`,
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      markets: [{ kind: 'MATCH_RESULT' }, { kind: 'ASIAN_HANDICAP', line: -0.25 }],
      ...over,
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value as SportsEvent;
}

/** The selection `code` of the event's market number `market`. */
export function selection(e: SportsEvent, market: number, code: string) {
  const s = e.markets[market]!.selections.find((x) => x.code === code);
  if (!s) throw new Error(`no ${code}`);
  return s;
}

export type BetBody = { clientKey: string; stake: number; legs: { selectionId: number; odds: number }[]; oddsPolicy?: string };
export const placeBet = (app: FastifyInstance, headers: Record<string, string>, body: BetBody) =>
  app.inject({ method: 'POST', url: '/sgw/bets', headers, payload: body });

/** A bet on `[event, market number, selection code]` picks at their odds now (a single or a parlay); throws unless placed. */
export async function betOn(
  app: FastifyInstance,
  headers: Record<string, string>,
  picks: [SportsEvent, number, string][],
  stake = 1_000,
): Promise<SportsBet> {
  const legs = picks.map(([e, market, code]) => {
    const s = selection(e, market, code);
    return { selectionId: s.id, odds: s.odds };
  });
  const res = await placeBet(app, headers, { clientKey: newKey(), stake, legs });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json().value.bet as SportsBet;
}

export const ops = (app: FastifyInstance, method: 'PUT' | 'POST', url: string, payload: unknown) =>
  app.inject({ method, url: `/ops/sports${url}`, headers: opsHeaders, payload: payload as Record<string, unknown> });

/** The book's money moves of a member in the ledger: stakes sent, returns received, transfers. */
export async function ledgerOf(app: FastifyInstance, memberId: number) {
  const res = (await app.db.execute(sql`
    select coalesce(sum(case when a.id = t.from_account_id then t.amount else 0 end), 0) as sent,
           coalesce(sum(case when a.id = t.to_account_id then t.amount else 0 end), 0) as received,
           count(*) as n
      from ledger_transfers t join ledger_accounts a on a.code = ${`wallet:${memberId}`}
     where (a.id = t.from_account_id or a.id = t.to_account_id) and t.reference like 'SPB-%'`)) as unknown as Rows<{
    sent: unknown;
    received: unknown;
    n: unknown;
  }>;
  const r = res.rows[0]!;
  return { sent: Number(r.sent), received: Number(r.received), transfers: Number(r.n) };
}

/** What the book's tables hold (bets, legs, liabilities): "nothing written" compares two of these. */
export async function bookRows(app: FastifyInstance) {
  const res = (await app.db.execute(sql`
    select (select count(*) from sports_bets) as bets, (select count(*) from sports_bet_legs) as legs,
           (select coalesce(sum(liability), 0) from sports_selections) as liability`)) as unknown as Rows<
    Record<string, unknown>
  >;
  const r = res.rows[0]!;
  return { bets: Number(r.bets), legs: Number(r.legs), liability: Number(r.liability) };
}

/** The network from the book to the wallet, with faults injected per call kind (debit, rollback, credit…). */
export function faultyWallet(app: FastifyInstance) {
  const faults: Record<string, ('ok' | 'down' | 'drop-answer')[]> = {};
  const transport: WalletTransport = async (path, body, headers) => {
    const kind = path.split('/').pop()!;
    const fault = faults[kind]?.shift();
    if (fault === 'down') throw new Error(`injected: ${kind} down`);
    const res = await injectTransport(app)(path, body, headers);
    if (fault === 'drop-answer') throw new Error(`injected: answer of ${kind} lost`);
    return res;
  };
  const before = app.sportsbook.wallet;
  app.sportsbook.wallet = vendorWallet(app, () => transport);
  return {
    /** The next calls of a kind fail so (the client tries 3 times: 3 × 'down' is a wallet out of reach). */
    fail: (kind: string, ...f: ('ok' | 'down' | 'drop-answer')[]) => (faults[kind] = f),
    restore: () => (app.sportsbook.wallet = before),
  };
}
