CREATE TABLE "big_wins" (
	"round_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"game_name" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "figure_queue" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"round_id" integer,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	"a" bigint NOT NULL,
	"b" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_plays" (
	"merchant_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"game_code" text NOT NULL,
	"rounds" bigint NOT NULL,
	CONSTRAINT "game_plays_merchant_id_bucket_game_code_pk" PRIMARY KEY("merchant_id","bucket","game_code")
);
--> statement-breakpoint
CREATE TABLE "member_activity" (
	"member_id" integer NOT NULL,
	"month" timestamp with time zone NOT NULL,
	"hours" bit(744) NOT NULL,
	CONSTRAINT "member_activity_member_id_month_pk" PRIMARY KEY("member_id","month")
);
--> statement-breakpoint
CREATE TABLE "member_figures" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"key" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"n" bigint NOT NULL,
	"a" bigint NOT NULL,
	"b" bigint NOT NULL,
	CONSTRAINT "member_figures_member_id_kind_bucket_key_pk" PRIMARY KEY("member_id","kind","bucket","key")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recent_games_member_id_game_code_pk" PRIMARY KEY("member_id","game_code")
);
--> statement-breakpoint
CREATE TABLE "team_figures" (
	"ancestor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"key" text NOT NULL,
	"n" bigint NOT NULL,
	"a" bigint NOT NULL,
	"b" bigint NOT NULL,
	CONSTRAINT "team_figures_ancestor_id_kind_bucket_key_pk" PRIMARY KEY("ancestor_id","kind","bucket","key")
);
--> statement-breakpoint
CREATE INDEX "big_wins_rank" ON "big_wins" USING btree ("merchant_id","win","round_id");--> statement-breakpoint
CREATE INDEX "big_wins_bucket" ON "big_wins" USING btree ("merchant_id","bucket","category");--> statement-breakpoint
CREATE INDEX "member_activity_month" ON "member_activity" USING btree ("month","member_id");--> statement-breakpoint
CREATE INDEX "recent_games_last" ON "recent_games" USING btree ("member_id","last_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_time" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_time" ON "ledger_transfers" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_member_settled" ON "game_rounds" USING btree ("member_id","settled_at");--> statement-breakpoint
CREATE INDEX "game_rounds_settled" ON "game_rounds" USING btree ("merchant_id","settled_at");--> statement-breakpoint
CREATE INDEX "game_rounds_created" ON "game_rounds" USING btree ("merchant_id","created_at");--> statement-breakpoint
-- A round's figures change: its old contribution leaves, its new one comes, one small insert into
-- the queue (modules/figures). S: settled rounds by settled time; C: every round by placing time.
CREATE FUNCTION figures_round_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO figure_queue (merchant_id, member_id, round_id, kind, key, at, n, a, b)
    SELECT NEW.merchant_id, NEW.member_id, NEW.id, 'C', NEW.category, NEW.created_at, 1, NEW.stake, NEW.win
    UNION ALL
    SELECT NEW.merchant_id, NEW.member_id, NEW.id, 'S', NEW.category, NEW.settled_at, 1, NEW.stake, NEW.win
     WHERE NEW.status = 'SETTLED' AND NEW.settled_at IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO figure_queue (merchant_id, member_id, round_id, kind, key, at, n, a, b)
    SELECT OLD.merchant_id, OLD.member_id, OLD.id, 'C', OLD.category, OLD.created_at, -1, -OLD.stake, -OLD.win
    UNION ALL
    SELECT OLD.merchant_id, OLD.member_id, OLD.id, 'S', OLD.category, OLD.settled_at, -1, -OLD.stake, -OLD.win
     WHERE OLD.status = 'SETTLED' AND OLD.settled_at IS NOT NULL;
  ELSIF (NEW.member_id, NEW.category, NEW.stake, NEW.win, NEW.status, NEW.created_at, NEW.settled_at)
        IS DISTINCT FROM (OLD.member_id, OLD.category, OLD.stake, OLD.win, OLD.status, OLD.created_at, OLD.settled_at) THEN
    INSERT INTO figure_queue (merchant_id, member_id, round_id, kind, key, at, n, a, b)
    SELECT OLD.merchant_id, OLD.member_id, OLD.id, 'C', OLD.category, OLD.created_at, -1, -OLD.stake, -OLD.win
    UNION ALL
    SELECT OLD.merchant_id, OLD.member_id, OLD.id, 'S', OLD.category, OLD.settled_at, -1, -OLD.stake, -OLD.win
     WHERE OLD.status = 'SETTLED' AND OLD.settled_at IS NOT NULL
    UNION ALL
    SELECT NEW.merchant_id, NEW.member_id, NEW.id, 'C', NEW.category, NEW.created_at, 1, NEW.stake, NEW.win
    UNION ALL
    SELECT NEW.merchant_id, NEW.member_id, NEW.id, 'S', NEW.category, NEW.settled_at, 1, NEW.stake, NEW.win
     WHERE NEW.status = 'SETTLED' AND NEW.settled_at IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER figures_round_change AFTER INSERT OR UPDATE OR DELETE ON game_rounds
  FOR EACH ROW EXECUTE FUNCTION figures_round_change();
--> statement-breakpoint
-- An entry of a member's main wallet (L: key = the transfer's type, a = money in, b = money out).
CREATE FUNCTION figures_entry_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO figure_queue (merchant_id, member_id, round_id, kind, key, at, n, a, b)
    SELECT l.merchant_id, l.owner_id, NULL, 'L', x.type, OLD.created_at, -1, -greatest(OLD.amount, 0), -greatest(-OLD.amount, 0)
      FROM ledger_accounts l JOIN ledger_transfers x ON x.id = OLD.transfer_id
     WHERE l.id = OLD.account_id AND l.kind = 'wallet' AND l.owner_id IS NOT NULL AND OLD.balance_after IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO figure_queue (merchant_id, member_id, round_id, kind, key, at, n, a, b)
    SELECT l.merchant_id, l.owner_id, NULL, 'L', x.type, NEW.created_at, 1, greatest(NEW.amount, 0), greatest(-NEW.amount, 0)
      FROM ledger_accounts l JOIN ledger_transfers x ON x.id = NEW.transfer_id
     WHERE l.id = NEW.account_id AND l.kind = 'wallet' AND l.owner_id IS NOT NULL AND NEW.balance_after IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER figures_entry_insert AFTER INSERT ON ledger_entries
  FOR EACH ROW WHEN (NEW.balance_after IS NOT NULL) EXECUTE FUNCTION figures_entry_change();
--> statement-breakpoint
CREATE TRIGGER figures_entry_update AFTER UPDATE ON ledger_entries
  FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.amount <> NEW.amount OR OLD.account_id <> NEW.account_id)
  EXECUTE FUNCTION figures_entry_change();
--> statement-breakpoint
-- A branch moves (or an account is linked): its members' drained figures leave the old uplines'
-- team rows and join the new ones', in the move's transaction. Not-yet-drained changes need
-- nothing: the drain adds them to the uplines of the moment (it takes the move lock, 7001).
CREATE FUNCTION figures_tree_unlink() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_figures (ancestor_id, kind, bucket, key, n, a, b)
  SELECT o.ancestor_id, f.kind, f.bucket, CASE WHEN f.kind = 'L' THEN f.key ELSE '' END, -sum(f.n), -sum(f.a), -sum(f.b)
    FROM figures_old_links o JOIN member_figures f ON f.member_id = o.descendant_id
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (ancestor_id, kind, bucket, key) DO UPDATE
    SET n = team_figures.n + excluded.n, a = team_figures.a + excluded.a, b = team_figures.b + excluded.b;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION figures_tree_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO team_figures (ancestor_id, kind, bucket, key, n, a, b)
  SELECT o.ancestor_id, f.kind, f.bucket, CASE WHEN f.kind = 'L' THEN f.key ELSE '' END, sum(f.n), sum(f.a), sum(f.b)
    FROM figures_new_links o JOIN member_figures f ON f.member_id = o.descendant_id
   GROUP BY 1, 2, 3, 4
  ON CONFLICT (ancestor_id, kind, bucket, key) DO UPDATE
    SET n = team_figures.n + excluded.n, a = team_figures.a + excluded.a, b = team_figures.b + excluded.b;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER figures_tree_unlink AFTER DELETE ON account_tree
  REFERENCING OLD TABLE AS figures_old_links FOR EACH STATEMENT EXECUTE FUNCTION figures_tree_unlink();
--> statement-breakpoint
CREATE TRIGGER figures_tree_link AFTER INSERT ON account_tree
  REFERENCING NEW TABLE AS figures_new_links FOR EACH STATEMENT EXECUTE FUNCTION figures_tree_link();
--> statement-breakpoint
-- One batch of the drain: up to `lim` queued changes of merchant `m` leave the queue and enter the
-- member and team buckets, the activity hours, the recent games, the plays per title and the
-- winners' candidates, in one statement (one snapshot). The caller holds the drain and move locks.
CREATE FUNCTION figures_drain(m int, lim int) RETURNS int LANGUAGE plpgsql AS $$
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
  ), rg AS (
    INSERT INTO recent_games (member_id, game_code, last_at)
    SELECT d.member_id, g.game_code, max(d.at) FROM d JOIN game_rounds g ON g.id = d.round_id
     WHERE d.kind = 'C' AND d.n > 0 GROUP BY 1, 2
    ON CONFLICT (member_id, game_code) DO UPDATE SET last_at = greatest(recent_games.last_at, excluded.last_at)
  ), gp AS (
    INSERT INTO game_plays (merchant_id, bucket, game_code, rounds)
    SELECT m, date_trunc('hour', d.at, 'UTC'), g.game_code, sum(d.n) FROM d JOIN game_rounds g ON g.id = d.round_id
     WHERE d.kind = 'C' GROUP BY 2, 3
    ON CONFLICT (merchant_id, bucket, game_code) DO UPDATE SET rounds = game_plays.rounds + excluded.rounds
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
-- Every figure of merchant `m` again from the raw rows. The queue's rows go in the same statement
-- (one snapshot) that reads the rounds and entries they describe, so each change counts once.
CREATE FUNCTION figures_rebuild(m int) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM team_figures t USING accounts a WHERE a.id = t.ancestor_id AND a.merchant_id = m;
  DELETE FROM member_figures WHERE merchant_id = m;
  DELETE FROM member_activity x USING accounts a WHERE a.id = x.member_id AND a.merchant_id = m;
  DELETE FROM recent_games r USING accounts a WHERE a.id = r.member_id AND a.merchant_id = m;
  DELETE FROM big_wins WHERE merchant_id = m;
  DELETE FROM game_plays WHERE merchant_id = m;
  WITH q AS (
    DELETE FROM figure_queue WHERE merchant_id = m
  ), s AS (
    INSERT INTO member_figures (member_id, kind, bucket, key, merchant_id, n, a, b)
    SELECT member_id, 'S', date_trunc('hour', settled_at, 'UTC'), category, m, count(*), sum(stake), sum(win)
      FROM game_rounds WHERE merchant_id = m AND status = 'SETTLED' AND settled_at IS NOT NULL GROUP BY 1, 3, 4
  ), c AS (
    INSERT INTO member_figures (member_id, kind, bucket, key, merchant_id, n, a, b)
    SELECT member_id, 'C', date_trunc('hour', created_at, 'UTC'), category, m, count(*), sum(stake), sum(win)
      FROM game_rounds WHERE merchant_id = m GROUP BY 1, 3, 4
  ), l AS (
    INSERT INTO member_figures (member_id, kind, bucket, key, merchant_id, n, a, b)
    SELECT la.owner_id, 'L', date_trunc('hour', e.created_at, 'UTC'), x.type, m, count(*),
           sum(greatest(e.amount, 0)), sum(greatest(-e.amount, 0))
      FROM ledger_entries e
      JOIN ledger_accounts la ON la.id = e.account_id AND la.kind = 'wallet' AND la.owner_id IS NOT NULL AND la.merchant_id = m
      JOIN ledger_transfers x ON x.id = e.transfer_id
     WHERE e.balance_after IS NOT NULL GROUP BY 1, 3, 4
  ), w AS (
    INSERT INTO big_wins (round_id, merchant_id, member_id, category, bucket, vendor, game_code, game_name, stake, win, created_at, settled_at)
    SELECT id, merchant_id, member_id, category, bucket, vendor, game_code, game_name, stake, win, created_at, settled_at
      FROM (SELECT g.*, date_trunc('hour', g.created_at, 'UTC') AS bucket,
                   row_number() OVER (PARTITION BY g.category, date_trunc('hour', g.created_at, 'UTC') ORDER BY g.win DESC, g.id DESC) AS rn
              FROM game_rounds g
             WHERE g.merchant_id = m AND g.status = 'SETTLED' AND g.win > g.stake AND g.created_at > now() - interval '31 days') z
     WHERE rn <= 50
  ), r AS (
    INSERT INTO recent_games (member_id, game_code, last_at)
    SELECT member_id, game_code, max(created_at) FROM game_rounds WHERE merchant_id = m GROUP BY 1, 2
  )
  INSERT INTO game_plays (merchant_id, bucket, game_code, rounds)
  SELECT m, date_trunc('hour', created_at, 'UTC'), game_code, count(*)
    FROM game_rounds WHERE merchant_id = m AND created_at >= now() - interval '8 days' GROUP BY 2, 3;
  INSERT INTO team_figures (ancestor_id, kind, bucket, key, n, a, b)
  SELECT t.ancestor_id, f.kind, f.bucket, CASE WHEN f.kind = 'L' THEN f.key ELSE '' END, sum(f.n), sum(f.a), sum(f.b)
    FROM member_figures f JOIN account_tree t ON t.descendant_id = f.member_id
   WHERE f.merchant_id = m GROUP BY 1, 2, 3, 4;
  INSERT INTO member_activity (member_id, month, hours)
  SELECT member_id, month, bit_or(set_bit(repeat('0', 744)::bit(744), (extract(epoch FROM bucket - month) / 3600)::int, 1))
    FROM (SELECT member_id, bucket, date_trunc('month', bucket, 'UTC') AS month FROM member_figures
           WHERE merchant_id = m AND kind = 'S' GROUP BY member_id, bucket HAVING sum(n) > 0) h
   GROUP BY 1, 2;
END $$;
--> statement-breakpoint
SELECT figures_rebuild(id) FROM merchants;
