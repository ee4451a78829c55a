CREATE TABLE "vendor_figures" (
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"vendor" text NOT NULL,
	"category" text NOT NULL,
	"n" bigint NOT NULL,
	"a" bigint NOT NULL,
	"b" bigint NOT NULL,
	CONSTRAINT "vendor_figures_merchant_id_kind_bucket_vendor_category_pk" PRIMARY KEY("merchant_id","kind","bucket","vendor","category")
);--> statement-breakpoint
-- The drain also keeps the vendors' buckets (vendor_figures): one more grouped upsert per batch.
-- The round changes of the batch are joined to their rounds once (rd), for the recent games, the
-- plays per title and the vendors alike (before, the first two joined the rounds each). The rest
-- is as in 0027.
CREATE OR REPLACE FUNCTION figures_drain(m int, lim int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  drained int;
  touched jsonb;
  lost_groups jsonb;
BEGIN
  WITH d AS (
    DELETE FROM figure_queue WHERE id IN (SELECT id FROM figure_queue WHERE merchant_id = m ORDER BY id LIMIT lim)
    RETURNING *
  ), agg AS (
    SELECT member_id, kind, date_trunc('hour', at, 'UTC') AS bucket, key, sum(n) AS n, sum(a) AS a, sum(b) AS b
      FROM d GROUP BY 1, 2, 3, 4
  ), mf AS (
    INSERT INTO member_figures (member_id, kind, bucket, key, merchant_id, n, a, b)
    SELECT member_id, kind, bucket, key, m, n, a, b FROM agg
    ON CONFLICT (member_id, kind, bucket, key) DO UPDATE
      SET n = member_figures.n + excluded.n, a = member_figures.a + excluded.a, b = member_figures.b + excluded.b
  ), tf AS (
    INSERT INTO team_figures (ancestor_id, kind, bucket, key, n, a, b)
    SELECT t.ancestor_id, g.kind, g.bucket, CASE WHEN g.kind = 'L' THEN g.key ELSE '' END, sum(g.n), sum(g.a), sum(g.b)
      FROM agg g JOIN account_tree t ON t.descendant_id = g.member_id
     GROUP BY 1, 2, 3, 4
    ON CONFLICT (ancestor_id, kind, bucket, key) DO UPDATE
      SET n = team_figures.n + excluded.n, a = team_figures.a + excluded.a, b = team_figures.b + excluded.b
  ), hrs AS (
    SELECT g.member_id, g.bucket, date_trunc('month', g.bucket, 'UTC') AS month,
           sum(g.n) + coalesce((SELECT sum(f.n) FROM member_figures f
                                 WHERE f.member_id = g.member_id AND f.kind = 'S' AND f.bucket = g.bucket), 0) AS n
      FROM agg g WHERE g.kind = 'S' GROUP BY g.member_id, g.bucket
  ), months AS (
    SELECT member_id, month,
           bit_or(CASE WHEN n > 0 THEN set_bit(z, idx, 1) ELSE z END) AS on_bits,
           bit_or(CASE WHEN n > 0 THEN z ELSE set_bit(z, idx, 1) END) AS off_bits
      FROM (SELECT h.*, (extract(epoch FROM h.bucket - h.month) / 3600)::int AS idx, repeat('0', 744)::bit(744) AS z FROM hrs h) x
     GROUP BY 1, 2
  ), act AS (
    INSERT INTO member_activity (member_id, month, hours)
    SELECT member_id, month, on_bits FROM months
    ON CONFLICT (member_id, month) DO UPDATE
      SET hours = (member_activity.hours & ~(SELECT o.off_bits FROM months o
                                               WHERE o.member_id = excluded.member_id AND o.month = excluded.month)) | excluded.hours
  ), rd AS (
    -- The batch's round changes with their round's title and vendor: one read of each round,
    -- shared by the recent games, the plays per title and the vendors' buckets.
    SELECT d.member_id, d.kind, d.key, d.at, d.n, d.a, d.b, g.game_code, g.vendor
      FROM d JOIN game_rounds g ON g.id = d.round_id WHERE d.kind IN ('S', 'C')
  ), rg AS (
    INSERT INTO recent_games (member_id, game_code, last_at)
    SELECT member_id, game_code, max(at) FROM rd
     WHERE kind = 'C' AND n > 0 GROUP BY 1, 2
    ON CONFLICT (member_id, game_code) DO UPDATE SET last_at = greatest(recent_games.last_at, excluded.last_at)
  ), gp AS (
    INSERT INTO game_plays (merchant_id, bucket, game_code, rounds)
    SELECT m, date_trunc('hour', at, 'UTC'), game_code, sum(n) FROM rd
     WHERE kind = 'C' GROUP BY 2, 3
    ON CONFLICT (merchant_id, bucket, game_code) DO UPDATE SET rounds = game_plays.rounds + excluded.rounds
  ), vf AS (
    -- The category is the queued change's (a corrected round may move), the vendor the round's.
    INSERT INTO vendor_figures (merchant_id, kind, bucket, vendor, category, n, a, b)
    SELECT m, kind, date_trunc('hour', at, 'UTC'), vendor, key, sum(n), sum(a), sum(b) FROM rd GROUP BY 2, 3, 4, 5
    ON CONFLICT (merchant_id, kind, bucket, vendor, category) DO UPDATE
      SET n = vendor_figures.n + excluded.n, a = vendor_figures.a + excluded.a, b = vendor_figures.b + excluded.b
  ), won AS (
    SELECT g.* FROM game_rounds g WHERE g.id IN (SELECT round_id FROM d WHERE kind = 'S')
  ), bw AS (
    INSERT INTO big_wins (round_id, merchant_id, member_id, category, bucket, vendor, game_code, game_name, stake, win, created_at, settled_at)
    SELECT id, merchant_id, member_id, category, date_trunc('hour', created_at, 'UTC'), vendor, game_code, game_name, stake, win, created_at, settled_at
      FROM won WHERE status = 'SETTLED' AND win > stake AND created_at > now() - interval '31 days'
    ON CONFLICT (round_id) DO UPDATE
      SET stake = excluded.stake, win = excluded.win, category = excluded.category, bucket = excluded.bucket, settled_at = excluded.settled_at
    RETURNING category, bucket
  ), lost AS (
    DELETE FROM big_wins w USING won
     WHERE w.round_id = won.id AND NOT (won.status = 'SETTLED' AND won.win > won.stake AND won.created_at > now() - interval '31 days')
    RETURNING w.category, w.bucket
  )
  SELECT (SELECT count(*) FROM d),
         (SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_array(category, bucket)), '[]'::jsonb) FROM bw),
         (SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_array(category, bucket)), '[]'::jsonb) FROM lost)
    INTO drained, touched, lost_groups;
  IF jsonb_array_length(lost_groups) > 0 THEN
    -- A candidate stopped qualifying: its category and hour are read again from the rounds.
    INSERT INTO big_wins (round_id, merchant_id, member_id, category, bucket, vendor, game_code, game_name, stake, win, created_at, settled_at)
    SELECT id, merchant_id, member_id, category, bucket, vendor, game_code, game_name, stake, win, created_at, settled_at
      FROM (SELECT g.*, (l->>1)::timestamptz AS bucket,
                   row_number() OVER (PARTITION BY g.category, l->>1 ORDER BY g.win DESC, g.id DESC) AS rn
              FROM jsonb_array_elements(lost_groups) l
              JOIN game_rounds g ON g.merchant_id = m AND g.category = l->>0
               AND g.created_at >= (l->>1)::timestamptz AND g.created_at < (l->>1)::timestamptz + interval '1 hour'
             WHERE g.status = 'SETTLED' AND g.win > g.stake AND g.created_at > now() - interval '31 days') z
     WHERE rn <= 50
    ON CONFLICT (round_id) DO NOTHING;
  END IF;
  IF jsonb_array_length(touched) > 0 OR jsonb_array_length(lost_groups) > 0 THEN
    DELETE FROM big_wins w USING (
      SELECT b.round_id, row_number() OVER (PARTITION BY b.category, b.bucket ORDER BY b.win DESC, b.round_id DESC) AS rn
        FROM big_wins b
        JOIN (SELECT DISTINCT l->>0 AS category, (l->>1)::timestamptz AS bucket
                FROM jsonb_array_elements(touched || lost_groups) l) t ON t.category = b.category AND t.bucket = b.bucket
       WHERE b.merchant_id = m) r
     WHERE w.round_id = r.round_id AND r.rn > 50;
    DELETE FROM big_wins WHERE merchant_id = m AND bucket < now() - interval '32 days';
    DELETE FROM game_plays WHERE merchant_id = m AND bucket < now() - interval '8 days';
  END IF;
  RETURN drained;
END $$;
--> statement-breakpoint
-- The rebuild also writes the vendors' buckets, from the rounds in the statement that empties the
-- queue (one snapshot). The rest is as in 0028.
CREATE OR REPLACE FUNCTION figures_rebuild(m int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM team_figures t USING accounts a WHERE a.id = t.ancestor_id AND a.merchant_id = m;
  DELETE FROM member_figures WHERE merchant_id = m;
  DELETE FROM vendor_figures WHERE merchant_id = m;
  DELETE FROM member_activity x USING accounts a WHERE a.id = x.member_id AND a.merchant_id = m;
  DELETE FROM recent_games r USING accounts a WHERE a.id = r.member_id AND a.merchant_id = m;
  DELETE FROM big_wins WHERE merchant_id = m;
  DELETE FROM game_plays WHERE merchant_id = m;
  WITH q AS (
    DELETE FROM figure_queue WHERE merchant_id = m
  ), f AS (
    INSERT INTO member_figures (member_id, kind, bucket, key, merchant_id, n, a, b)
    SELECT member_id, kind, bucket, key, m, n, a, b FROM (
      SELECT member_id, 'S' AS kind, date_trunc('hour', settled_at, 'UTC') AS bucket, category AS key, count(*) AS n, sum(stake) AS a, sum(win) AS b
        FROM game_rounds WHERE merchant_id = m AND status = 'SETTLED' AND settled_at IS NOT NULL GROUP BY 1, 3, 4
      UNION ALL
      SELECT member_id, 'C', date_trunc('hour', created_at, 'UTC'), category, count(*), sum(stake), sum(win)
        FROM game_rounds WHERE merchant_id = m GROUP BY 1, 3, 4
      UNION ALL
      SELECT la.owner_id, 'L', date_trunc('hour', e.created_at, 'UTC'), x.type, count(*),
             sum(greatest(e.amount, 0)), sum(greatest(-e.amount, 0))
        FROM ledger_entries e
        JOIN ledger_accounts la ON la.id = e.account_id AND la.kind = 'wallet' AND la.owner_id IS NOT NULL AND la.merchant_id = m
        JOIN ledger_transfers x ON x.id = e.transfer_id
       WHERE e.balance_after IS NOT NULL GROUP BY 1, 3, 4
    ) u ORDER BY member_id, kind, bucket, key
  ), v AS (
    INSERT INTO vendor_figures (merchant_id, kind, bucket, vendor, category, n, a, b)
    SELECT m, kind, bucket, vendor, category, n, a, b FROM (
      SELECT 'S' AS kind, date_trunc('hour', settled_at, 'UTC') AS bucket, vendor, category, count(*) AS n, sum(stake) AS a, sum(win) AS b
        FROM game_rounds WHERE merchant_id = m AND status = 'SETTLED' AND settled_at IS NOT NULL GROUP BY 2, 3, 4
      UNION ALL
      SELECT 'C', date_trunc('hour', created_at, 'UTC'), vendor, category, count(*), sum(stake), sum(win)
        FROM game_rounds WHERE merchant_id = m GROUP BY 2, 3, 4
    ) u ORDER BY kind, bucket, vendor, category
  ), w AS (
    INSERT INTO big_wins (round_id, merchant_id, member_id, category, bucket, vendor, game_code, game_name, stake, win, created_at, settled_at)
    SELECT id, merchant_id, member_id, category, bucket, vendor, game_code, game_name, stake, win, created_at, settled_at
      FROM (SELECT g.*, date_trunc('hour', g.created_at, 'UTC') AS bucket,
                   row_number() OVER (PARTITION BY g.category, date_trunc('hour', g.created_at, 'UTC') ORDER BY g.win DESC, g.id DESC) AS rn
              FROM game_rounds g
             WHERE g.merchant_id = m AND g.status = 'SETTLED' AND g.win > g.stake AND g.created_at > now() - interval '31 days') z
     WHERE rn <= 50
     ORDER BY id
  ), r AS (
    INSERT INTO recent_games (member_id, game_code, last_at)
    SELECT member_id, game_code, max(created_at) FROM game_rounds WHERE merchant_id = m GROUP BY 1, 2 ORDER BY 1, 2
  )
  INSERT INTO game_plays (merchant_id, bucket, game_code, rounds)
  SELECT m, date_trunc('hour', created_at, 'UTC'), game_code, count(*)
    FROM game_rounds WHERE merchant_id = m AND created_at >= now() - interval '8 days' GROUP BY 2, 3 ORDER BY 2, 3;
  INSERT INTO team_figures (ancestor_id, kind, bucket, key, n, a, b)
  SELECT t.ancestor_id, f.kind, f.bucket, CASE WHEN f.kind = 'L' THEN f.key ELSE '' END, sum(f.n), sum(f.a), sum(f.b)
    FROM member_figures f JOIN account_tree t ON t.descendant_id = f.member_id
   WHERE f.merchant_id = m GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  INSERT INTO member_activity (member_id, month, hours)
  SELECT member_id, month, bit_or(set_bit(repeat('0', 744)::bit(744), (extract(epoch FROM bucket - month) / 3600)::int, 1))
    FROM (SELECT member_id, bucket, date_trunc('month', bucket, 'UTC') AS month FROM member_figures
           WHERE merchant_id = m AND kind = 'S' GROUP BY member_id, bucket HAVING sum(n) > 0) h
   GROUP BY 1, 2 ORDER BY 1, 2;
END $$;
--> statement-breakpoint
-- The vendors' buckets of the history so far: the rounds as they are, less the queue's changes
-- not yet drained (the drain adds those), read in one statement (one snapshot).
INSERT INTO vendor_figures (merchant_id, kind, bucket, vendor, category, n, a, b)
SELECT merchant_id, kind, bucket, vendor, category, sum(n), sum(a), sum(b) FROM (
  SELECT merchant_id, 'S' AS kind, date_trunc('hour', settled_at, 'UTC') AS bucket, vendor, category, 1 AS n, stake AS a, win AS b
    FROM game_rounds WHERE status = 'SETTLED' AND settled_at IS NOT NULL
  UNION ALL
  SELECT merchant_id, 'C', date_trunc('hour', created_at, 'UTC'), vendor, category, 1, stake, win FROM game_rounds
  UNION ALL
  SELECT q.merchant_id, q.kind, date_trunc('hour', q.at, 'UTC'), g.vendor, q.key, -q.n, -q.a, -q.b
    FROM figure_queue q JOIN game_rounds g ON g.id = q.round_id WHERE q.kind IN ('S', 'C')
) u GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0 OR sum(a) <> 0 OR sum(b) <> 0
ORDER BY 1, 2, 3, 4, 5;
