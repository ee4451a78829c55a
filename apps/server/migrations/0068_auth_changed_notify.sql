-- Every node keeps the session reads of its signed-in callers for a few seconds (the session cache,
-- modules/auth/sessions.cache.ts). A change to an account, or to a session other than its last
-- activity, tells every node at commit, on the events channel: {"t":"auth","a":[account ids]},
-- 500 ids a notification. Statement-level, so a bulk update sends one list, not one per row.
CREATE FUNCTION jade_auth_changed(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  i integer := 1;
BEGIN
  WHILE ids IS NOT NULL AND i <= cardinality(ids) LOOP
    PERFORM pg_notify('jade_events', json_build_object('t', 'auth', 'a', ids[i:i + 499])::text);
    i := i + 500;
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION accounts_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM jade_auth_changed((SELECT array_agg(n.id ORDER BY n.id) FROM auth_new n JOIN auth_old o ON o.id = n.id
                              WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER accounts_auth_changed AFTER UPDATE ON accounts REFERENCING OLD TABLE AS auth_old NEW TABLE AS auth_new
  FOR EACH STATEMENT EXECUTE FUNCTION accounts_auth_changed();--> statement-breakpoint
CREATE FUNCTION sessions_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM jade_auth_changed((SELECT array_agg(DISTINCT n.account_id) FROM auth_new n JOIN auth_old o ON o.id = n.id
                              WHERE to_jsonb(n) - 'last_seen_at' IS DISTINCT FROM to_jsonb(o) - 'last_seen_at'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_auth_changed AFTER UPDATE ON sessions REFERENCING OLD TABLE AS auth_old NEW TABLE AS auth_new
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_auth_changed();--> statement-breakpoint
CREATE FUNCTION sessions_auth_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM jade_auth_changed((SELECT array_agg(DISTINCT o.account_id) FROM auth_old o));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_auth_deleted AFTER DELETE ON sessions REFERENCING OLD TABLE AS auth_old
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_auth_deleted();
