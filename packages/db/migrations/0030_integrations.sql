CREATE TABLE "external_refs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"key" text NOT NULL,
	"remote_id" text NOT NULL,
	"remote_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_refs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "external_refs_entity_check" CHECK ("external_refs"."entity" in ('client', 'contact', 'quote'))
);
--> statement-breakpoint
ALTER TABLE "external_refs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "integration_connections" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"provider" text NOT NULL,
	"credentials_sealed" text NOT NULL,
	"account" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"account_label" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_tested_at" timestamp with time zone,
	"last_test_error" text,
	"last_pulled_at" timestamp with time zone,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_connections_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "integration_connections_provider_check" CHECK ("integration_connections"."provider" in ('connectwise', 'autotask', 'halopsa'))
);
--> statement-breakpoint
ALTER TABLE "integration_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "integration_sync_events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"level" text DEFAULT 'info' NOT NULL,
	"message" text NOT NULL,
	"record_key" text,
	"remote_id" text,
	"remote_url" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_sync_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "integration_sync_events_level_check" CHECK ("integration_sync_events"."level" in ('info', 'warning', 'error'))
);
--> statement-breakpoint
ALTER TABLE "integration_sync_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "integration_sync_runs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"quote_id" uuid,
	"quote_version_no" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_kind" text,
	"error_message" text,
	"psa_message" text,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_sync_runs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "integration_sync_runs_kind_check" CHECK ("integration_sync_runs"."kind" in ('push', 'pull')),
	CONSTRAINT "integration_sync_runs_trigger_check" CHECK ("integration_sync_runs"."trigger" in ('manual', 'acceptance', 'schedule')),
	CONSTRAINT "integration_sync_runs_status_check" CHECK ("integration_sync_runs"."status" in ('queued', 'running', 'succeeded', 'failed', 'needs_confirmation'))
);
--> statement-breakpoint
ALTER TABLE "integration_sync_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "external_refs" ADD CONSTRAINT "external_refs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_refs" ADD CONSTRAINT "external_refs_connection_fk" FOREIGN KEY ("tenant_id","connection_id") REFERENCES "public"."integration_connections"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sync_events" ADD CONSTRAINT "integration_sync_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sync_events" ADD CONSTRAINT "integration_sync_events_run_fk" FOREIGN KEY ("tenant_id","run_id") REFERENCES "public"."integration_sync_runs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sync_runs" ADD CONSTRAINT "integration_sync_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sync_runs" ADD CONSTRAINT "integration_sync_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sync_runs" ADD CONSTRAINT "integration_sync_runs_connection_fk" FOREIGN KEY ("tenant_id","connection_id") REFERENCES "public"."integration_connections"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sync_runs" ADD CONSTRAINT "integration_sync_runs_quote_fk" FOREIGN KEY ("tenant_id","quote_id") REFERENCES "public"."quotes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_refs_local_unique" ON "external_refs" USING btree ("tenant_id","connection_id","entity","entity_id","key");--> statement-breakpoint
CREATE INDEX "external_refs_remote_idx" ON "external_refs" USING btree ("tenant_id","connection_id","key","remote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_connections_tenant_provider_unique" ON "integration_connections" USING btree ("tenant_id","provider");--> statement-breakpoint
CREATE INDEX "integration_sync_events_run_idx" ON "integration_sync_events" USING btree ("tenant_id","run_id","created_at","id");--> statement-breakpoint
CREATE INDEX "integration_sync_runs_connection_idx" ON "integration_sync_runs" USING btree ("tenant_id","connection_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "integration_sync_runs_quote_idx" ON "integration_sync_runs" USING btree ("tenant_id","quote_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "integration_sync_runs_one_active_push" ON "integration_sync_runs" USING btree ("tenant_id","connection_id","quote_id") WHERE kind = 'push' and status in ('queued', 'running');--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "external_refs" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "integration_connections" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "integration_sync_events" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "integration_sync_runs" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
ALTER TABLE "integration_connections" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "external_refs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "integration_sync_runs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "integration_sync_events" FORCE ROW LEVEL SECURITY;
