CREATE TABLE "team_totals" (
	"ancestor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"n" bigint NOT NULL,
	"a" bigint NOT NULL,
	"b" bigint NOT NULL,
	CONSTRAINT "team_totals_ancestor_id_kind_key_pk" PRIMARY KEY("ancestor_id","kind","key")
);--> statement-breakpoint
-- An account is created: one `A` change (n 1 at its creation time), drained into the member's and
-- its uplines' buckets (the team's new accounts per period and its size, figures.team-totals.ts).
CREATE OR REPLACE FUNCTION figures_account_created() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO figure_queue (merchant_id, member_id, round_id, kind, key, at, n, a, b)
  VALUES (NEW.merchant_id, NEW.id, NULL, 'A', '', NEW.created_at, 1, 0, 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER figures_account_created AFTER INSERT ON accounts FOR EACH ROW EXECUTE FUNCTION figures_account_created();
--> statement-breakpoint
-- The drain, the branch moves and the rebuild keep the teams' totals beside their buckets (and the
-- rebuild counts accounts as `A`); the rest is as in 0061 and 0059.
CREATE OR REPLACE FUNCTION figures_drain(m int, lim int) RETURNS int LANGUAGE plpgsql AS $$
DECLARE
  drained int;
  touched jsonb;
  lost_groups jsonb;
  pos jsonb;
  neg int[];
  late boolean;
BEGIN
  WITH d AS (
    DELETE FROM figure_queue WHERE id IN (SELECT id FROM figure_queue WHERE merchant_id = m ORDER BY id LIMIT lim)
    RETURNING *
  ), agg AS (
    -- qi: the quarter of its hour a change falls in (0–3); nK, aK, bK sum the quarters before K.
    SELECT member_id, kind, bucket, key, sum(n) AS n, sum(a) AS a, sum(b) AS b,
           coalesce(sum(n) FILTER (WHERE qi < 1), 0) AS n1, coalesce(sum(a) FILTER (WHERE qi < 1), 0) AS a1,
           coalesce(sum(b) FILTER (WHERE qi < 1), 0) AS b1, coalesce(sum(n) FILTER (WHERE qi < 2), 0) AS n2,
           coalesce(sum(a) FILTER (WHERE qi < 2), 0) AS a2, coalesce(sum(b) FILTER (WHERE qi < 2), 0) AS b2,
           coalesce(sum(n) FILTER (WHERE qi < 3), 0) AS n3, coalesce(sum(a) FILTER (WHERE qi < 3), 0) AS a3,
           coalesce(sum(b) FILTER (WHERE qi < 3), 0) AS b3
      FROM (SELECT d.*, date_trunc('hour', d.at, 'UTC') AS bucket,
                   floor(extract(epoch FROM d.at - date_trunc('hour', d.at, 'UTC')) / 900)::int AS qi FROM d) dq
     GROUP BY 1, 2, 3, 4
  ), mf AS (
    INSERT INTO member_figures (member_id, kind, bucket, key, merchant_id, n, a, b, n1, a1, b1, n2, a2, b2, n3, a3, b3)
    SELECT member_id, kind, bucket, key, m, n, a, b, n1, a1, b1, n2, a2, b2, n3, a3, b3 FROM agg
    ON CONFLICT (member_id, kind, bucket, key) DO UPDATE
      SET n = member_figures.n + excluded.n, a = member_figures.a + excluded.a, b = member_figures.b + excluded.b,
          n1 = member_figures.n1 + excluded.n1, a1 = member_figures.a1 + excluded.a1, b1 = member_figures.b1 + excluded.b1,
          n2 = member_figures.n2 + excluded.n2, a2 = member_figures.a2 + excluded.a2, b2 = member_figures.b2 + excluded.b2,
          n3 = member_figures.n3 + excluded.n3, a3 = member_figures.a3 + excluded.a3, b3 = member_figures.b3 + excluded.b3
  ), tf AS (
    INSERT INTO team_figures (ancestor_id, kind, bucket, key, n, a, b, n1, a1, b1, n2, a2, b2, n3, a3, b3)
    SELECT t.ancestor_id, g.kind, g.bucket, CASE WHEN g.kind = 'L' THEN g.key ELSE '' END, sum(g.n), sum(g.a), sum(g.b),
           sum(g.n1), sum(g.a1), sum(g.b1), sum(g.n2), sum(g.a2), sum(g.b2), sum(g.n3), sum(g.a3), sum(g.b3)
      FROM agg g JOIN account_tree t ON t.descendant_id = g.member_id
     GROUP BY 1, 2, 3, 4
    ON CONFLICT (ancestor_id, kind, bucket, key) DO UPDATE
      SET n = team_figures.n + excluded.n, a = team_figures.a + excluded.a, b = team_figures.b + excluded.b,
          n1 = team_figures.n1 + excluded.n1, a1 = team_figures.a1 + excluded.a1, b1 = team_figures.b1 + excluded.b1,
          n2 = team_figures.n2 + excluded.n2, a2 = team_figures.a2 + excluded.a2, b2 = team_figures.b2 + excluded.b2,
          n3 = team_figures.n3 + excluded.n3, a3 = team_figures.a3 + excluded.a3, b3 = team_figures.b3 + excluded.b3
  ), tt AS (
    INSERT INTO team_totals (ancestor_id, kind, key, n, a, b)
    SELECT t.ancestor_id, g.kind, CASE WHEN g.kind = 'L' THEN g.key ELSE '' END, sum(g.n), sum(g.a), sum(g.b)
      FROM agg g JOIN account_tree t ON t.descendant_id = g.member_id
     GROUP BY 1, 2, 3
    ON CONFLICT (ancestor_id, kind, key) DO UPDATE
      SET n = team_totals.n + excluded.n, a = team_totals.a + excluded.a, b = team_totals.b + excluded.b
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
         (SELECT coalesce(jsonb_agg(DISTINCT jsonb_build_array(category, bucket)), '[]'::jsonb) FROM lost),
         (SELECT jsonb_agg(jsonb_build_array(member_id, q)) FROM (
            SELECT member_id, max(date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00')) AS q
              FROM d WHERE kind = 'S' AND n > 0 GROUP BY member_id) x),
         (SELECT array_agg(DISTINCT member_id) FROM d WHERE kind = 'S' AND n < 0),
         (SELECT coalesce(bool_or(at < now() - interval '2 minutes'), false) FROM d WHERE kind = 'S')
    INTO drained, touched, lost_groups, pos, neg, late;
  IF pos IS NOT NULL OR neg IS NOT NULL THEN
    PERFORM figures_last_active_apply(m, pos, neg);
  END IF;
  IF late THEN
    -- A change to settled rounds more than two minutes back: what nodes remember of past periods goes.
    INSERT INTO figures_state (merchant_id, late_version) VALUES (m, 1)
    ON CONFLICT (merchant_id) DO UPDATE SET late_version = figures_state.late_version + 1;
  END IF;
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
CREATE OR REPLACE FUNCTION figures_tree_unlink() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_figures (ancestor_id, kind, bucket, key, n, a, b, n1, a1, b1, n2, a2, b2, n3, a3, b3)
  SELECT o.ancestor_id, f.kind, f.bucket, CASE WHEN f.kind = 'L' THEN f.key ELSE '' END,
         -sum(f.n), -sum(f.a), -sum(f.b), -sum(f.n1), -sum(f.a1), -sum(f.b1), -sum(f.n2), -sum(f.a2), -sum(f.b2), -sum(f.n3), -sum(f.a3), -sum(f.b3)
    FROM figures_old_links o JOIN member_figures f ON f.member_id = o.descendant_id
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (ancestor_id, kind, bucket, key) DO UPDATE
    SET n = team_figures.n + excluded.n, a = team_figures.a + excluded.a, b = team_figures.b + excluded.b,
        n1 = team_figures.n1 + excluded.n1, a1 = team_figures.a1 + excluded.a1, b1 = team_figures.b1 + excluded.b1,
        n2 = team_figures.n2 + excluded.n2, a2 = team_figures.a2 + excluded.a2, b2 = team_figures.b2 + excluded.b2,
        n3 = team_figures.n3 + excluded.n3, a3 = team_figures.a3 + excluded.a3, b3 = team_figures.b3 + excluded.b3;
  INSERT INTO team_totals (ancestor_id, kind, key, n, a, b)
  SELECT o.ancestor_id, f.kind, CASE WHEN f.kind = 'L' THEN f.key ELSE '' END, -sum(f.n), -sum(f.a), -sum(f.b)
    FROM figures_old_links o JOIN member_figures f ON f.member_id = o.descendant_id
   GROUP BY 1, 2, 3
  ON CONFLICT (ancestor_id, kind, key) DO UPDATE
    SET n = team_totals.n + excluded.n, a = team_totals.a + excluded.a, b = team_totals.b + excluded.b;
  INSERT INTO team_last_active (ancestor_id, at, n)
  SELECT o.ancestor_id, l.at, -count(*) FROM figures_old_links o JOIN member_last_active l ON l.member_id = o.descendant_id
   GROUP BY 1, 2
  ON CONFLICT (ancestor_id, at) DO UPDATE SET n = team_last_active.n + excluded.n;
  DELETE FROM team_last_active t
   USING (SELECT DISTINCT o.ancestor_id, l.at FROM figures_old_links o JOIN member_last_active l ON l.member_id = o.descendant_id) z
   WHERE t.ancestor_id = z.ancestor_id AND t.at = z.at AND t.n = 0;
  -- Active members changed teams: past periods' counts are read again.
  INSERT INTO figures_state (merchant_id, late_version)
  SELECT DISTINCT l.merchant_id, 1 FROM figures_old_links o JOIN member_last_active l ON l.member_id = o.descendant_id
  ON CONFLICT (merchant_id) DO UPDATE SET late_version = figures_state.late_version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION figures_tree_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_figures (ancestor_id, kind, bucket, key, n, a, b, n1, a1, b1, n2, a2, b2, n3, a3, b3)
  SELECT o.ancestor_id, f.kind, f.bucket, CASE WHEN f.kind = 'L' THEN f.key ELSE '' END,
         sum(f.n), sum(f.a), sum(f.b), sum(f.n1), sum(f.a1), sum(f.b1), sum(f.n2), sum(f.a2), sum(f.b2), sum(f.n3), sum(f.a3), sum(f.b3)
    FROM figures_new_links o JOIN member_figures f ON f.member_id = o.descendant_id
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (ancestor_id, kind, bucket, key) DO UPDATE
    SET n = team_figures.n + excluded.n, a = team_figures.a + excluded.a, b = team_figures.b + excluded.b,
        n1 = team_figures.n1 + excluded.n1, a1 = team_figures.a1 + excluded.a1, b1 = team_figures.b1 + excluded.b1,
        n2 = team_figures.n2 + excluded.n2, a2 = team_figures.a2 + excluded.a2, b2 = team_figures.b2 + excluded.b2,
        n3 = team_figures.n3 + excluded.n3, a3 = team_figures.a3 + excluded.a3, b3 = team_figures.b3 + excluded.b3;
  INSERT INTO team_totals (ancestor_id, kind, key, n, a, b)
  SELECT o.ancestor_id, f.kind, CASE WHEN f.kind = 'L' THEN f.key ELSE '' END, sum(f.n), sum(f.a), sum(f.b)
    FROM figures_new_links o JOIN member_figures f ON f.member_id = o.descendant_id
   GROUP BY 1, 2, 3
  ON CONFLICT (ancestor_id, kind, key) DO UPDATE
    SET n = team_totals.n + excluded.n, a = team_totals.a + excluded.a, b = team_totals.b + excluded.b;
  INSERT INTO team_last_active (ancestor_id, at, n)
  SELECT o.ancestor_id, l.at, count(*) FROM figures_new_links o JOIN member_last_active l ON l.member_id = o.descendant_id
   GROUP BY 1, 2
  ON CONFLICT (ancestor_id, at) DO UPDATE SET n = team_last_active.n + excluded.n;
  DELETE FROM team_last_active t
   USING (SELECT DISTINCT o.ancestor_id, l.at FROM figures_new_links o JOIN member_last_active l ON l.member_id = o.descendant_id) z
   WHERE t.ancestor_id = z.ancestor_id AND t.at = z.at AND t.n = 0;
  -- Active members changed teams: past periods' counts are read again.
  INSERT INTO figures_state (merchant_id, late_version)
  SELECT DISTINCT l.merchant_id, 1 FROM figures_new_links o JOIN member_last_active l ON l.member_id = o.descendant_id
  ON CONFLICT (merchant_id) DO UPDATE SET late_version = figures_state.late_version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION figures_rebuild(m int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM team_figures t USING accounts a WHERE a.id = t.ancestor_id AND a.merchant_id = m;
  DELETE FROM team_totals t USING accounts a WHERE a.id = t.ancestor_id AND a.merchant_id = m;
  DELETE FROM member_figures WHERE merchant_id = m;
  DELETE FROM vendor_figures WHERE merchant_id = m;
  DELETE FROM member_activity x USING accounts a WHERE a.id = x.member_id AND a.merchant_id = m;
  DELETE FROM recent_games r USING accounts a WHERE a.id = r.member_id AND a.merchant_id = m;
  DELETE FROM big_wins WHERE merchant_id = m;
  DELETE FROM game_plays WHERE merchant_id = m;
  WITH q AS (
    DELETE FROM figure_queue WHERE merchant_id = m
  ), f AS (
    INSERT INTO member_figures (member_id, kind, bucket, key, merchant_id, n, a, b, n1, a1, b1, n2, a2, b2, n3, a3, b3)
    SELECT member_id, kind, date_trunc('hour', at, 'UTC') AS bucket, key, m, count(*), sum(a), sum(b),
           count(*) FILTER (WHERE qi < 1), coalesce(sum(a) FILTER (WHERE qi < 1), 0), coalesce(sum(b) FILTER (WHERE qi < 1), 0),
           count(*) FILTER (WHERE qi < 2), coalesce(sum(a) FILTER (WHERE qi < 2), 0), coalesce(sum(b) FILTER (WHERE qi < 2), 0),
           count(*) FILTER (WHERE qi < 3), coalesce(sum(a) FILTER (WHERE qi < 3), 0), coalesce(sum(b) FILTER (WHERE qi < 3), 0)
      FROM (SELECT u.*, floor(extract(epoch FROM at - date_trunc('hour', at, 'UTC')) / 900)::int AS qi FROM (
        SELECT member_id, 'S' AS kind, settled_at AS at, category AS key, stake AS a, win AS b
          FROM game_rounds WHERE merchant_id = m AND status = 'SETTLED' AND settled_at IS NOT NULL
        UNION ALL
        SELECT member_id, 'C', created_at, category, stake, win FROM game_rounds WHERE merchant_id = m
        UNION ALL
        SELECT la.owner_id, 'L', e.created_at, x.type, greatest(e.amount, 0), greatest(-e.amount, 0)
          FROM ledger_entries e
          JOIN ledger_accounts la ON la.id = e.account_id AND la.kind = 'wallet' AND la.owner_id IS NOT NULL AND la.merchant_id = m
          JOIN ledger_transfers x ON x.id = e.transfer_id
         WHERE e.balance_after IS NOT NULL
        UNION ALL
        SELECT id, 'A', created_at, '', 0, 0 FROM accounts WHERE merchant_id = m
      ) u) r
     GROUP BY member_id, kind, 3, key ORDER BY member_id, kind, 3, key
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
  INSERT INTO team_figures (ancestor_id, kind, bucket, key, n, a, b, n1, a1, b1, n2, a2, b2, n3, a3, b3)
  SELECT t.ancestor_id, f.kind, f.bucket, CASE WHEN f.kind = 'L' THEN f.key ELSE '' END, sum(f.n), sum(f.a), sum(f.b),
         sum(f.n1), sum(f.a1), sum(f.b1), sum(f.n2), sum(f.a2), sum(f.b2), sum(f.n3), sum(f.a3), sum(f.b3)
    FROM member_figures f JOIN account_tree t ON t.descendant_id = f.member_id
   WHERE f.merchant_id = m GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
  INSERT INTO team_totals (ancestor_id, kind, key, n, a, b)
  SELECT t.ancestor_id, t.kind, t.key, sum(t.n), sum(t.a), sum(t.b)
    FROM team_figures t JOIN accounts a ON a.id = t.ancestor_id AND a.merchant_id = m
   GROUP BY 1, 2, 3 ORDER BY 1, 2, 3;
  INSERT INTO member_activity (member_id, month, hours)
  SELECT member_id, month, bit_or(set_bit(repeat('0', 744)::bit(744), (extract(epoch FROM bucket - month) / 3600)::int, 1))
    FROM (SELECT member_id, bucket, date_trunc('month', bucket, 'UTC') AS month FROM member_figures
           WHERE merchant_id = m AND kind = 'S' GROUP BY member_id, bucket HAVING sum(n) > 0) h
   GROUP BY 1, 2 ORDER BY 1, 2;
END $$;
--> statement-breakpoint
-- Every merchant's figures again from the raw rows (quarters, accounts, totals, last active
-- quarters): once, for 0059–0062.
SELECT pg_advisory_xact_lock(7002, id), pg_advisory_xact_lock(7001, id), figures_rebuild(id), figures_last_active_rebuild(id)
  FROM merchants ORDER BY id;
