-- ADR 0036: trigram search needs pg_trgm (a trusted contrib extension, shipped with embedded Postgres and PG 15).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "quote_open_totals" (
	"tenant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"open_value_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_open_totals_tenant_id_currency_pk" PRIMARY KEY("tenant_id","currency")
);
--> statement-breakpoint
ALTER TABLE "quote_open_totals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quote_sent_days" (
	"tenant_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"accepted_count" integer DEFAULT 0 NOT NULL,
	"mrr_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_sent_days_tenant_id_day_currency_pk" PRIMARY KEY("tenant_id","day","currency")
);
--> statement-breakpoint
ALTER TABLE "quote_sent_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "quotes_tenant_created_idx";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "client_sort_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_open_totals" ADD CONSTRAINT "quote_open_totals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sent_days" ADD CONSTRAINT "quote_sent_days_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_tenant_title_idx" ON "quotes" USING btree ("tenant_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "quotes_tenant_client_sort_idx" ON "quotes" USING btree ("tenant_id","client_sort_key","id");--> statement-breakpoint
CREATE INDEX "quotes_tenant_one_time_idx" ON "quotes" USING btree ("tenant_id","one_time_total_cents","id");--> statement-breakpoint
CREATE INDEX "quotes_tenant_mrr_idx" ON "quotes" USING btree ("tenant_id","mrr_cents","id");--> statement-breakpoint
CREATE INDEX "quotes_tenant_tcv_idx" ON "quotes" USING btree ("tenant_id","tcv_cents","id");--> statement-breakpoint
CREATE INDEX "quotes_tenant_margin_idx" ON "quotes" USING btree ("tenant_id",coalesce("margin_bps", -2147483648),"id");--> statement-breakpoint
CREATE INDEX "quotes_tenant_awaiting_idx" ON "quotes" USING btree ("tenant_id","sent_at","id") WHERE status in ('sent', 'viewed');--> statement-breakpoint
CREATE INDEX "quotes_search_trgm_idx" ON "quotes" USING gin ("title" gin_trgm_ops,"client_sort_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotes_tenant_created_idx" ON "quotes" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "quote_open_totals" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "quote_sent_days" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE TABLE "quote_status_counts" (
	"tenant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"quote_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_status_counts_tenant_id_status_pk" PRIMARY KEY("tenant_id","status")
);
--> statement-breakpoint
ALTER TABLE "quote_status_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quote_status_counts" ADD CONSTRAINT "quote_status_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "quote_status_counts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
ALTER TABLE "quote_status_counts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Owners skip RLS unless it is forced (ADR 0002).
ALTER TABLE "quote_open_totals" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quote_sent_days" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The client sort key: lower(client name), set on insert and on a change of client, and re-set when a client is renamed.
CREATE OR REPLACE FUNCTION public.quotes_set_client_sort_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.client_sort_key := coalesce(
    (SELECT lower(c.name) FROM clients c WHERE c.tenant_id = NEW.tenant_id AND c.id = NEW.client_id), '');
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER quotes_client_sort_key BEFORE INSERT OR UPDATE OF client_id ON "quotes"
  FOR EACH ROW EXECUTE FUNCTION public.quotes_set_client_sort_key();--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.clients_rename_quotes_sort_key() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quotes SET client_sort_key = lower(NEW.name)
  WHERE tenant_id = NEW.tenant_id AND client_id = NEW.id AND client_sort_key IS DISTINCT FROM lower(NEW.name);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER clients_rename_quotes_sort_key AFTER UPDATE OF name ON "clients"
  FOR EACH ROW WHEN (lower(OLD.name) IS DISTINCT FROM lower(NEW.name))
  EXECUTE FUNCTION public.clients_rename_quotes_sort_key();--> statement-breakpoint
-- One quote's part in the status counts and the dashboard's figures, added (sign 1) or taken away (sign -1; an
-- update only, so a workspace's cascading delete never re-creates a row). Only the parts whose inputs changed are
-- touched: a draft's autosave changes none of them and takes no lock on these rows.
CREATE OR REPLACE FUNCTION public.quote_stats_apply(
  q quotes, p_sign int, p_count boolean, p_open boolean, p_sent boolean
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_day date := (q.sent_at AT TIME ZONE 'UTC')::date;
  v_accepted int := CASE WHEN q.accepted_at IS NULL THEN 0 ELSE p_sign END;
BEGIN
  IF p_count AND p_sign > 0 THEN
    INSERT INTO quote_status_counts AS s (tenant_id, status, quote_count) VALUES (q.tenant_id, q.status, 1)
    ON CONFLICT (tenant_id, status) DO UPDATE SET quote_count = s.quote_count + 1;
  ELSIF p_count THEN
    UPDATE quote_status_counts SET quote_count = quote_count - 1 WHERE tenant_id = q.tenant_id AND status = q.status;
  END IF;
  IF p_open AND q.status IN ('sent', 'viewed') AND q.archived_at IS NULL THEN
    IF p_sign > 0 THEN
      INSERT INTO quote_open_totals AS t (tenant_id, currency, open_value_cents)
      VALUES (q.tenant_id, q.currency, q.one_time_total_cents)
      ON CONFLICT (tenant_id, currency) DO UPDATE SET open_value_cents = t.open_value_cents + excluded.open_value_cents;
    ELSE
      UPDATE quote_open_totals SET open_value_cents = open_value_cents - q.one_time_total_cents
      WHERE tenant_id = q.tenant_id AND currency = q.currency;
    END IF;
  END IF;
  IF p_sent AND q.sent_at IS NOT NULL THEN
    IF p_sign > 0 THEN
      INSERT INTO quote_sent_days AS d (tenant_id, day, currency, sent_count, accepted_count, mrr_cents)
      VALUES (q.tenant_id, v_day, q.currency, 1, v_accepted, q.mrr_cents)
      ON CONFLICT (tenant_id, day, currency) DO UPDATE SET sent_count = d.sent_count + 1,
        accepted_count = d.accepted_count + excluded.accepted_count, mrr_cents = d.mrr_cents + excluded.mrr_cents;
    ELSE
      UPDATE quote_sent_days SET sent_count = sent_count - 1, accepted_count = accepted_count + v_accepted,
        mrr_cents = mrr_cents - q.mrr_cents
      WHERE tenant_id = q.tenant_id AND day = v_day AND currency = q.currency;
    END IF;
  END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.quotes_maintain_stats() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_count boolean := true;
  v_open boolean := true;
  v_sent boolean := true;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    v_count := OLD.status IS DISTINCT FROM NEW.status OR OLD.tenant_id IS DISTINCT FROM NEW.tenant_id;
    v_open := v_count OR OLD.archived_at IS DISTINCT FROM NEW.archived_at OR OLD.currency IS DISTINCT FROM NEW.currency
      OR OLD.one_time_total_cents IS DISTINCT FROM NEW.one_time_total_cents;
    v_sent := v_count OR (OLD.sent_at, OLD.accepted_at, OLD.mrr_cents, OLD.currency)
      IS DISTINCT FROM (NEW.sent_at, NEW.accepted_at, NEW.mrr_cents, NEW.currency);
    IF NOT (v_count OR v_open OR v_sent) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM quote_stats_apply(OLD, -1, v_count, v_open, v_sent);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM quote_stats_apply(NEW, 1, v_count, v_open, v_sent);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER quotes_maintain_stats AFTER INSERT OR UPDATE OR DELETE ON "quotes"
  FOR EACH ROW EXECUTE FUNCTION public.quotes_maintain_stats();--> statement-breakpoint
-- Backfill; RLS is forced, so it runs as the platform.
SELECT set_config('app.platform', 'on', true);--> statement-breakpoint
UPDATE "quotes" AS q SET "client_sort_key" = lower(c."name")
FROM "clients" AS c WHERE c."tenant_id" = q."tenant_id" AND c."id" = q."client_id";--> statement-breakpoint
INSERT INTO "quote_open_totals" ("tenant_id", "currency", "open_value_cents")
SELECT "tenant_id", "currency", sum("one_time_total_cents") FROM "quotes"
WHERE "status" IN ('sent', 'viewed') AND "archived_at" IS NULL GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "quote_sent_days" ("tenant_id", "day", "currency", "sent_count", "accepted_count", "mrr_cents")
SELECT "tenant_id", ("sent_at" AT TIME ZONE 'UTC')::date, "currency", count(*), count("accepted_at"), sum("mrr_cents")
FROM "quotes" WHERE "sent_at" IS NOT NULL GROUP BY 1, 2, 3;;--> statement-breakpoint
INSERT INTO "quote_status_counts" ("tenant_id", "status", "quote_count")
SELECT "tenant_id", "status", count(*) FROM "quotes" GROUP BY 1, 2;
