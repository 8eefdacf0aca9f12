CREATE TABLE "pipeline_targets" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"period_key" text NOT NULL,
	"target_cents" bigint NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_targets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "pipeline_targets_period_key_format" CHECK (period_key ~ '^[0-9]{4}-(0[1-9]|1[0-2]|Q[1-4])$'),
	CONSTRAINT "pipeline_targets_target_range" CHECK (target_cents between 0 and 100000000000000)
);
--> statement-breakpoint
ALTER TABLE "pipeline_targets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pipeline_targets" ADD CONSTRAINT "pipeline_targets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_targets" ADD CONSTRAINT "pipeline_targets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_targets_tenant_period_unique" ON "pipeline_targets" USING btree ("tenant_id","period_key");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "pipeline_targets" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
-- Owners skip RLS unless it is forced (ADR 0002). Grants come from the default privileges of 0002.
ALTER TABLE "pipeline_targets" FORCE ROW LEVEL SECURITY;