import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SportsBet, SportsEvent } from '@jade/contract/sportsbook';
import { balanceOf, type fundedMember } from '../../test/money';
import { bookRows, ledgerOf, newKey, ops, placeBet, selection } from './sportsbook.test-kit';

export type Member = Awaited<ReturnType<typeof fundedMember>>;

export type Rows<T> = { rows: T[] };

/** Test support of the cash-out tests (cashout, attack-cashout, attack-races): bets, cash-outs and everything they could move. */
export function cashOutKit(app: FastifyInstance) {
  async function bet(m: Member, e: SportsEvent, stake = 1_000, code = 'HOME'): Promise<SportsBet> {
    const s = selection(e, 0, code);
    const res = await placeBet(app, m.headers, { clientKey: newKey(), stake, legs: [{ selectionId: s.id, odds: s.odds }] });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json().value.bet as SportsBet;
  }
  async function betNow(m: Member, id: number) {
    const res = await app.inject({ method: 'GET', url: '/sgw/bets?pageSize=50', headers: m.headers });
    return (res.json().value.list as SportsBet[]).find((b) => b.id === id)!;
  }
  const cashOutAt = (m: Member, path: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url: `/sgw/bets/${path}/cash-out`,
      headers: m.headers,
      payload: body as Record<string, unknown>,
    });
  const cashOut = (m: Member, id: number, body: { amount: number; stakePart?: number }) => cashOutAt(m, String(id), body);
  const result = (e: SportsEvent, home: number, away: number) =>
    ops(app, 'PUT', `/events/${e.id}/result`, { result: { score: { home, away } } });
  const setOdds = (e: SportsEvent, selectionId: number, odds: number) =>
    ops(app, 'PUT', `/events/${e.id}/odds`, { odds: [{ selectionId, odds }] });

  /** Everything cash-out could move: its rows, the book's bets/legs/liabilities, the member's balance and ledger. */
  async function state(m: Member) {
    const c = (await app.db.execute(
      sql`select count(*) as n, coalesce(sum(amount), 0) as paid from sports_cash_outs`,
    )) as unknown as Rows<Record<string, unknown>>;
    const bets = (await app.db.execute(
      sql`select coalesce(sum(cashed_stake), 0) as cs, coalesce(sum(max_payout), 0) as mp from sports_bets`,
    )) as unknown as Rows<Record<string, unknown>>;
    return {
      cashOuts: Number(c.rows[0]!.n),
      paid: Number(c.rows[0]!.paid),
      cashedStake: Number(bets.rows[0]!.cs),
      maxPayouts: Number(bets.rows[0]!.mp),
      ...(await bookRows(app)),
      balance: await balanceOf(app, m.headers),
      ledger: await ledgerOf(app, m.id),
    };
  }
  /** A refusal: a 4xx with its code (one of them), never a 500, and nothing written or moved. */
  async function refused(m: Member, path: string, body: unknown, code: string | string[]) {
    const before = await state(m);
    const res = await cashOutAt(m, path, body);
    const codes = typeof code === 'string' ? [code] : code;
    expect(
      [res.statusCode >= 400 && res.statusCode < 500, codes.includes(res.json().code)],
      `${path} ${JSON.stringify(body)}: ${res.body}`,
    ).toEqual([true, true]);
    expect(await state(m)).toEqual(before);
    return res;
  }
  /** Each selection's liability is the potential return of the bets on it not cashed out (a cash-out releases exactly its part; settlement keeps it). */
  async function liabilityDrift(e: SportsEvent) {
    const res = (await app.db.execute(sql`
      select s.id, s.liability,
             coalesce((select sum(b.max_payout) from sports_bet_legs l join sports_bets b on b.id = l.bet_id
                        where l.selection_id = s.id and b.status <> 'CASHED_OUT'), 0) as open
        from sports_selections s join sports_markets m on m.id = s.market_id where m.event_id = ${e.id}::bigint`)) as unknown as Rows<
      Record<string, unknown>
    >;
    return res.rows
      .filter((r) => Number(r.liability) !== Number(r.open))
      .map((r) => ({ id: r.id, liability: r.liability, open: r.open }));
  }
  return { bet, betNow, cashOutAt, cashOut, result, setOdds, state, refused, liabilityDrift };
}
