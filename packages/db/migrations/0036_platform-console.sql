CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tenant_id" uuid,
	"actor_kind" text NOT NULL,
	"actor_user_id" uuid,
	"actor_api_key_id" uuid,
	"actor_label" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"target_label" text,
	"changes" jsonb,
	"reason" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"request_id" text,
	CONSTRAINT "audit_events_actor_kind_check" CHECK ("audit_events"."actor_kind" in ('user', 'super_admin', 'api_key', 'system', 'anonymous'))
);
--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "process_heartbeats" (
	"id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"pid" integer NOT NULL,
	"role" text NOT NULL,
	"build_version" text NOT NULL,
	"schema_version" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"super_admin_user_id" uuid NOT NULL,
	"auth_session_id" text NOT NULL,
	"reason" text NOT NULL,
	"mode" text DEFAULT 'view' NOT NULL,
	"act_until" timestamp with time zone,
	"act_reason" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "support_sessions_mode_check" CHECK ("support_sessions"."mode" in ('view', 'act'))
);
--> statement-breakpoint
ALTER TABLE "support_sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "validation_findings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"tenant_id" uuid,
	"check" text NOT NULL,
	"severity" text NOT NULL,
	"subject_type" text,
	"subject_id" text,
	"message" text NOT NULL,
	"fix_path" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "validation_findings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "validation_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"trigger" text NOT NULL,
	"started_by" uuid,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "validation_runs_status_check" CHECK ("validation_runs"."status" in ('running', 'completed', 'failed')),
	CONSTRAINT "validation_runs_trigger_check" CHECK ("validation_runs"."trigger" in ('manual', 'nightly'))
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "validation_findings" ADD CONSTRAINT "validation_findings_run_id_validation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."validation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_tenant_time_idx" ON "audit_events" USING btree ("tenant_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_time_idx" ON "audit_events" USING btree ("occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_actor_time_idx" ON "audit_events" USING btree ("actor_user_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_action_time_idx" ON "audit_events" USING btree ("action","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_target_idx" ON "audit_events" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "process_heartbeats_seen_idx" ON "process_heartbeats" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_sessions_open_unique" ON "support_sessions" USING btree ("auth_session_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "support_sessions_tenant_idx" ON "support_sessions" USING btree ("tenant_id","started_at");--> statement-breakpoint
CREATE INDEX "validation_findings_run_idx" ON "validation_findings" USING btree ("run_id","check");--> statement-breakpoint
CREATE INDEX "validation_findings_tenant_idx" ON "validation_findings" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "validation_runs_one_running" ON "validation_runs" USING btree ("status") WHERE status = 'running';--> statement-breakpoint
CREATE INDEX "validation_runs_started_idx" ON "validation_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "tenants_created_idx" ON "tenants" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tenants_trial_end_idx" ON "tenants" USING btree ("trial_end_date","id");--> statement-breakpoint
CREATE INDEX "tenants_last_active_idx" ON "tenants" USING btree ("last_active_at","id");--> statement-breakpoint
CREATE INDEX "tenants_name_idx" ON "tenants" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "audit_events" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "support_sessions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "validation_findings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
ALTER TABLE "audit_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "support_sessions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "validation_findings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The audit log is append-only: the runtime role may add and read, never change or remove (docs/product-rules.md#audit-log).
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_events" FROM scopewright_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.app_audit_events_append_only() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION public.app_audit_events_append_only();
--> statement-breakpoint
-- The console searches workspaces by name and domain (docs/decisions/0036: trigram, like the quote search).
CREATE INDEX IF NOT EXISTS "tenants_name_trgm_idx" ON "tenants" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tenants_domain_trgm_idx" ON "tenants" USING gin ("domain" gin_trgm_ops);
--> statement-breakpoint
SELECT set_config('app.platform', 'on', true);--> statement-breakpoint
UPDATE "tenants" t SET "last_active_at" = (SELECT max(p."last_login") FROM "profiles" p WHERE p."tenant_id" = t."id");
