// The checks after the sportsbook's settlement bench (bench/lib/sportsbook-settle.ts): every bet of
// the event settled exactly once (version 1, a final status), each single's return and status equal
// to an independent calculation in SQL from the event's score (the Asian way for the lines: ≥ 0.5
// win, 0.25 half win, 0 push, −0.25 half lose, ≤ −0.5 lose; returns rounded down once), and every
// paid bet's round settled in the wallet with its stake and return. A bet runs on its stake less
// what was cashed out of it (none in the bench's fixture).

/** The expected grade of each leg of the event, from its market's kind and line and the event's score only. */
const EXPECTED = `
  with e as (select (score->>'home')::int as h, (score->>'away')::int as a from sports_events where id = $1),
  legs as (
    select b.id, b.stake - b.cashed_stake as running, b.return, b.status, b.settled_version, b.settled_at, b.paid_version, l.odds, m.kind, m.line, s.code, e.h, e.a
      from sports_bets b join sports_bet_legs l on l.bet_id = b.id
      join sports_selections s on s.id = l.selection_id join sports_markets m on m.id = l.market_id, e
     where l.event_id = $1),
  margin as (
    select legs.*, case
      when kind in ('ASIAN_HANDICAP') and code = 'HOME' then (h - a) + line
      when kind in ('ASIAN_HANDICAP') and code = 'AWAY' then (a - h) - line
      when kind = 'OVER_UNDER' and code = 'OVER' then (h + a) - line
      when kind = 'OVER_UNDER' and code = 'UNDER' then line - (h + a) end as d
      from legs),
  graded as (
    select margin.*, case
      when d is not null then case when d >= 0.5 then 'WIN' when d = 0.25 then 'HALF_WIN' when d = 0 then 'PUSH'
                                   when d = -0.25 then 'HALF_LOSE' else 'LOSE' end
      when kind = 'MATCH_RESULT' then case when code = (case when h > a then 'HOME' when h < a then 'AWAY' else 'DRAW' end) then 'WIN' else 'LOSE' end
      when kind = 'BOTH_TEAMS_TO_SCORE' then case when (code = 'YES') = (h > 0 and a > 0) then 'WIN' else 'LOSE' end
      when kind = 'CORRECT_SCORE' then case when code = h || '-' || a or (code = 'OTHER' and greatest(h, a) > 4) then 'WIN' else 'LOSE' end
    end as grade
      from margin),
  expected as (
    select graded.*, case grade
      when 'WIN' then running * odds / 10000
      when 'HALF_WIN' then running * (odds + 10000) / 20000
      when 'PUSH' then running
      when 'HALF_LOSE' then running / 2
      else 0 end as ret
      from graded)
  select expected.*, case when grade = 'PUSH' then 'VOID' when ret > running then 'WON' else 'LOST' end as want_status from expected`;

export async function checkSettlement(db, eventId) {
  const r = (await db.query(EXPECTED, [eventId])).rows;
  const bets = r.length;
  const notOnce = r.filter((b) => b.settled_version !== 1 || !['WON', 'LOST', 'VOID'].includes(b.status) || !b.settled_at).length;
  const wrong = r.filter((b) => b.return === null || Number(b.return) !== Number(b.ret) || b.status !== b.want_status).length;
  const grades = {};
  for (const b of r) grades[b.grade] = (grades[b.grade] ?? 0) + 1;
  const returned = r.reduce((t, b) => t + Number(b.ret), 0);
  const unpaid = (
    await db.query(
      `select count(*)::int as n from sports_bets b join sports_bet_legs l on l.bet_id = b.id
         left join game_rounds g on g.merchant_id = b.merchant_id and g.vendor = b.vendor and g.round_ref = 'SPB-' || b.id
        where l.event_id = $1 and b.paid_version > 0
          and (g.id is null or g.status <> 'SETTLED' or g.win <> b.return or g.stake <> b.stake)`,
      [eventId],
    )
  ).rows[0].n;
  const fmt = (n) => Math.round(n).toLocaleString('en');
  const ok = bets > 0 && notOnce === 0 && wrong === 0 && unpaid === 0;
  return {
    ok,
    line:
      `settlement: ${fmt(bets)} bets, every one settled exactly once: ${notOnce === 0 ? 'yes' : `NO (${notOnce})`}; ` +
      `returns and statuses = independent SQL: ${wrong === 0 ? 'yes' : `NO (${wrong} differ)`} ` +
      `(${Object.entries(grades)
        .map(([k, v]) => `${k} ${fmt(v)}`)
        .join(', ')}; returns ${fmt(Math.floor(returned / 100))}.${String(returned % 100).padStart(2, '0')}); ` +
      `every paid bet's round settled with its return: ${unpaid === 0 ? 'yes' : `NO (${unpaid})`}`,
  };
}
