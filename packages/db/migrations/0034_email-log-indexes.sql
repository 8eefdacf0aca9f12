CREATE TABLE "email_log_daily_counts" (
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"email_type" text NOT NULL,
	"template_name" text NOT NULL,
	"status" text NOT NULL,
	"email_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "email_log_daily_counts_day_shard_email_type_template_name_status_pk" PRIMARY KEY("day","shard","email_type","template_name","status")
);
--> statement-breakpoint
DROP INDEX "email_logs_tenant_sent_at_idx";--> statement-breakpoint
DROP INDEX "email_logs_status_idx";--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "logged_at" timestamp with time zone GENERATED ALWAYS AS (coalesce(sent_at, created_at)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "email_logs_tenant_logged_idx" ON "email_logs" USING btree ("tenant_id","logged_at","id");--> statement-breakpoint
CREATE INDEX "email_logs_logged_idx" ON "email_logs" USING btree ("logged_at","id");--> statement-breakpoint
CREATE INDEX "email_logs_status_logged_idx" ON "email_logs" USING btree ("status","logged_at","id");--> statement-breakpoint
CREATE INDEX "email_logs_type_logged_idx" ON "email_logs" USING btree ("email_type","logged_at","id");--> statement-breakpoint
CREATE INDEX "email_logs_template_logged_idx" ON "email_logs" USING btree ("template_name","logged_at","id");--> statement-breakpoint
CREATE INDEX "email_logs_user_logged_idx" ON "email_logs" USING btree ("user_id","logged_at","id") WHERE user_id is not null;--> statement-breakpoint
CREATE INDEX "email_logs_search_trgm_idx" ON "email_logs" USING gin ("recipient_email" gin_trgm_ops,"subject" gin_trgm_ops);--> statement-breakpoint
-- ADR 0054: the platform's daily email counts, kept per statement from its transition tables (one grouped upsert
-- however many rows it wrote). Each connection writes its own shard, keys in one order: no two sends wait on one
-- row. An update that moves no count (the scrubbed metadata, a provider id) writes nothing. Deletes subtract.
CREATE OR REPLACE FUNCTION public.email_log_daily_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_shard smallint := (pg_backend_pid() % 8)::smallint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO email_log_daily_counts AS c (day, shard, email_type, template_name, status, email_count)
    SELECT (n.logged_at AT TIME ZONE 'UTC')::date, v_shard, n.email_type, coalesce(n.template_name, ''), n.status,
      count(*)
    FROM new_rows n GROUP BY 1, 3, 4, 5 ORDER BY 1, 3, 4, 5
    ON CONFLICT (day, shard, email_type, template_name, status)
    DO UPDATE SET email_count = c.email_count + excluded.email_count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO email_log_daily_counts AS c (day, shard, email_type, template_name, status, email_count)
    SELECT d.day, v_shard, d.email_type, d.template_name, d.status, sum(d.delta)
    FROM (
      SELECT (o.logged_at AT TIME ZONE 'UTC')::date AS day, o.email_type, coalesce(o.template_name, '') AS template_name,
        o.status, -1 AS delta
      FROM old_rows o
      UNION ALL
      SELECT (n.logged_at AT TIME ZONE 'UTC')::date, n.email_type, coalesce(n.template_name, ''), n.status, 1
      FROM new_rows n
    ) d
    GROUP BY d.day, d.email_type, d.template_name, d.status HAVING sum(d.delta) <> 0
    ORDER BY d.day, d.email_type, d.template_name, d.status
    ON CONFLICT (day, shard, email_type, template_name, status)
    DO UPDATE SET email_count = c.email_count + excluded.email_count;
  ELSE
    INSERT INTO email_log_daily_counts AS c (day, shard, email_type, template_name, status, email_count)
    SELECT (o.logged_at AT TIME ZONE 'UTC')::date, v_shard, o.email_type, coalesce(o.template_name, ''), o.status,
      -count(*)
    FROM old_rows o GROUP BY 1, 3, 4, 5 ORDER BY 1, 3, 4, 5
    ON CONFLICT (day, shard, email_type, template_name, status)
    DO UPDATE SET email_count = c.email_count + excluded.email_count;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER email_log_daily_counts_insert AFTER INSERT ON "email_logs"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION public.email_log_daily_counts_apply();--> statement-breakpoint
CREATE TRIGGER email_log_daily_counts_update AFTER UPDATE ON "email_logs"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.email_log_daily_counts_apply();--> statement-breakpoint
CREATE TRIGGER email_log_daily_counts_delete AFTER DELETE ON "email_logs"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION public.email_log_daily_counts_apply();--> statement-breakpoint
-- The email log's search by index (ADR 0054, as ADR 0036 for quotes): under row-level security Postgres will not use
-- an index for ILIKE (not leakproof). This runs as its owner, filters exactly as the tenant_isolation policy does
-- (the transaction's workspace, or every one for the platform), reads only the trigram index (bitmap scans) and
-- returns ids (at most max_ids); the caller reads the rows through row-level security as usual. A null pattern or
-- workspace is no filter. Where the owner is itself subject to the policy, the search is correct, without the index.
CREATE OR REPLACE FUNCTION public.app_search_email_log_ids(
  q_pattern text, recipient_pattern text, only_tenant uuid, max_ids integer
)
  RETURNS SETOF uuid
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
  AS $$
  DECLARE
    seqscan text := current_setting('enable_seqscan');
    indexscan text := current_setting('enable_indexscan');
  BEGIN
    PERFORM set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true);
    -- Planned per call with the values (EXECUTE): a null filter folds away.
    RETURN QUERY EXECUTE
      'SELECT e.id FROM public.email_logs e
       WHERE (e.tenant_id = public.app_current_tenant() OR public.app_is_platform())
         AND ($3::uuid IS NULL OR e.tenant_id = $3)
         AND ($1::text IS NULL OR e.subject ILIKE $1 OR e.recipient_email ILIKE $1)
         AND ($2::text IS NULL OR e.recipient_email ILIKE $2)
       LIMIT $4'
      USING q_pattern, recipient_pattern, only_tenant, max_ids;
    PERFORM set_config('enable_seqscan', seqscan, true), set_config('enable_indexscan', indexscan, true);
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.app_search_email_log_ids(text, text, uuid, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.app_search_email_log_ids(text, text, uuid, integer) TO scopewright_app;
--> statement-breakpoint
-- Backfill; RLS on email_logs is forced, so it runs as the platform.
SELECT set_config('app.platform', 'on', true);--> statement-breakpoint
INSERT INTO "email_log_daily_counts" ("day", "shard", "email_type", "template_name", "status", "email_count")
SELECT ("logged_at" AT TIME ZONE 'UTC')::date, 0, "email_type", coalesce("template_name", ''), "status", count(*)
FROM "email_logs" GROUP BY 1, 3, 4, 5;
