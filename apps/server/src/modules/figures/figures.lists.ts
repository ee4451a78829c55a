import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toInt } from '../../db/normalize';
import { rowsOf } from '../../db/rows';

/**
 * The member's most recently played titles, newest first: `recent_games` (a row per title, kept
 * by the drain) and the member's rounds still in the queue.
 */
export async function recentGameCodes(db: Db, memberId: number, limit: number): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql`select game_code from (
        select game_code, last_at from recent_games where member_id = ${memberId}::int
        union all
        select g.game_code, q.at from figure_queue q join game_rounds g on g.id = q.round_id
         where q.member_id = ${memberId}::int and q.kind = 'C' and q.n > 0
      ) u group by game_code order by max(last_at) desc, game_code limit ${limit}`,
  );
  return rows.map((r) => String(r.game_code));
}

/**
 * The most played titles of the last 7 days: rounds per title and hour (`game_plays`) of the
 * whole hours, the queue's rounds of those hours, and the raw rounds of the partial first hour.
 */
export async function mostPlayed(db: Db, merchantId: number, limit: number) {
  const rows = await rowsOf(
    db,
    sql`with c as (
        select now() - interval '7 days' as cut, date_trunc('hour', now() - interval '7 days', 'UTC') + interval '1 hour' as h
      )
      select game_code, sum(n) as rounds from (
        select p.game_code, p.rounds as n from game_plays p, c where p.merchant_id = ${merchantId}::int and p.bucket >= c.h
        union all
        select g.game_code, q.n from c, figure_queue q join game_rounds g on g.id = q.round_id
         where q.merchant_id = ${merchantId}::int and q.kind = 'C' and q.at >= c.h
        union all
        select g.game_code, 1 from c, game_rounds g
         where g.merchant_id = ${merchantId}::int and g.created_at > c.cut and g.created_at < c.h
      ) u group by game_code having sum(n) > 0 order by sum(n) desc, game_code limit ${limit}`,
  );
  return rows.map((r) => ({ code: String(r.game_code), rounds: toInt(r.rounds) }));
}

export type BigWin = {
  memberId: number;
  gameCode: string;
  gameName: string;
  vendor: string;
  category: string;
  win: number;
  settledAt: Date | null;
};

/**
 * The biggest wins (win above stake) of settled rounds placed in the last 30 days counted in whole
 * hours (from the start of the hour 30 days ago), biggest first: the candidates of those hours
 * (`big_wins`) and the rounds the queue still changes (read as they are now). Whole hours, so no
 * read of raw rounds: the board's cost does not grow with how much is played in an hour.
 */
export async function bigWins(db: Db, merchantId: number, category: string | null, limit: number): Promise<BigWin[]> {
  const cat = (col: string) => (category ? sql`and ${sql.raw(col)} = ${category}` : sql``);
  const rows = await rowsOf(
    db,
    sql`with c as (
        select date_trunc('hour', now() - interval '30 days', 'UTC') as h
      ), qr as (
        select distinct round_id from figure_queue where merchant_id = ${merchantId}::int and kind = 'S'
      ), cand as (
        (select w.round_id as id, w.member_id, w.game_code, w.game_name, w.vendor, w.category, w.win, w.settled_at
           from big_wins w, c
          where w.merchant_id = ${merchantId}::int and w.bucket >= c.h ${cat('w.category')}
            and not exists (select 1 from qr where qr.round_id = w.round_id)
          order by w.win desc, w.round_id desc limit ${limit})
        union all
        select g.id, g.member_id, g.game_code, g.game_name, g.vendor, g.category, g.win, g.settled_at
          from game_rounds g, c
         where g.id in (select round_id from qr) and g.created_at >= c.h
           and g.status = 'SETTLED' and g.win > g.stake ${cat('g.category')}
      )
      select * from cand order by win desc, id desc limit ${limit}`,
  );
  return rows.map((r) => ({
    memberId: toInt(r.member_id),
    gameCode: String(r.game_code),
    gameName: String(r.game_name),
    vendor: String(r.vendor),
    category: String(r.category),
    win: toInt(r.win),
    settledAt: r.settled_at ? new Date(r.settled_at as string) : null,
  }));
}
