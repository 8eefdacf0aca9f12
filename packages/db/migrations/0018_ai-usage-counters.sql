CREATE TABLE "ai_usage_counters" (
	"tenant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"stripe" smallint NOT NULL,
	"used" integer NOT NULL,
	CONSTRAINT "ai_usage_counters_tenant_id_month_stripe_pk" PRIMARY KEY("tenant_id","month","stripe"),
	CONSTRAINT "ai_usage_counters_stripe_check" CHECK (stripe between 0 and 15),
	CONSTRAINT "ai_usage_counters_used_check" CHECK (used >= 0)
);
--> statement-breakpoint
ALTER TABLE "ai_usage_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ai_usage_counters" ADD CONSTRAINT "ai_usage_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "ai_usage_counters" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
-- Owners skip RLS unless it is forced (ADR 0002).
ALTER TABLE "ai_usage_counters" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Every month's succeeded runs so far, in stripe 0 (ADR 0043). RLS is forced, so the backfill runs as the platform.
SELECT set_config('app.platform', 'on', true);--> statement-breakpoint
INSERT INTO "ai_usage_counters" ("tenant_id", "month", "stripe", "used")
SELECT "tenant_id", date_trunc('month', "created_at" AT TIME ZONE 'UTC')::date, 0, count(*)
FROM "ai_runs"
WHERE "status" = 'succeeded'
GROUP BY 1, 2
ON CONFLICT DO NOTHING;
