CREATE TABLE "email_template_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template_id" uuid NOT NULL,
	"version_no" integer NOT NULL,
	"source" text NOT NULL,
	"restored_from_no" integer,
	"subject" text NOT NULL,
	"html_body" text NOT NULL,
	"text_body" text NOT NULL,
	"variables" text[] DEFAULT '{}' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_template_versions_source_check" CHECK ("email_template_versions"."source" in ('seed', 'edit', 'restore'))
);
--> statement-breakpoint
CREATE TABLE "email_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email_log_id" uuid NOT NULL,
	"tenant_id" uuid,
	"provider" text NOT NULL,
	"event_type" text NOT NULL,
	"provider_event_id" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_events_provider_check" CHECK ("email_events"."provider" in ('postmark', 'ses', 'sendgrid', 'smtp')),
	CONSTRAINT "email_events_type_check" CHECK ("email_events"."event_type" in ('delivered', 'opened', 'clicked', 'bounced', 'soft_bounced', 'complained'))
);
--> statement-breakpoint
ALTER TABLE "email_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "email_suppressions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"source_email_log_id" uuid,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" uuid,
	"lift_reason" text,
	CONSTRAINT "email_suppressions_reason_check" CHECK ("email_suppressions"."reason" in ('hard_bounce', 'complaint', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "lifecycle_email_sends" (
	"tenant_id" uuid NOT NULL,
	"step" text NOT NULL,
	"email_log_id" uuid,
	"skipped_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lifecycle_email_sends_tenant_id_step_pk" PRIMARY KEY("tenant_id","step")
);
--> statement-breakpoint
ALTER TABLE "lifecycle_email_sends" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "edited_by" uuid;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "resent_from_id" uuid;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "email_logs" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_template_versions" ADD CONSTRAINT "email_template_versions_template_id_email_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_template_versions" ADD CONSTRAINT "email_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_email_log_id_email_logs_id_fk" FOREIGN KEY ("email_log_id") REFERENCES "public"."email_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_source_email_log_id_email_logs_id_fk" FOREIGN KEY ("source_email_log_id") REFERENCES "public"."email_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_suppressions" ADD CONSTRAINT "email_suppressions_lifted_by_users_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lifecycle_email_sends" ADD CONSTRAINT "lifecycle_email_sends_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lifecycle_email_sends" ADD CONSTRAINT "lifecycle_email_sends_email_log_id_email_logs_id_fk" FOREIGN KEY ("email_log_id") REFERENCES "public"."email_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_template_versions_no_unique" ON "email_template_versions" USING btree ("template_id","version_no");--> statement-breakpoint
CREATE INDEX "email_template_versions_template_idx" ON "email_template_versions" USING btree ("template_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "email_events_provider_event_unique" ON "email_events" USING btree ("provider","provider_event_id");--> statement-breakpoint
CREATE INDEX "email_events_log_idx" ON "email_events" USING btree ("email_log_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_suppressions_active_unique" ON "email_suppressions" USING btree ("email") WHERE lifted_at is null;--> statement-breakpoint
CREATE INDEX "email_suppressions_created_idx" ON "email_suppressions" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_resent_from_id_email_logs_id_fk" FOREIGN KEY ("resent_from_id") REFERENCES "public"."email_logs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_logs_provider_message_idx" ON "email_logs" USING btree ("provider_message_id") WHERE provider_message_id is not null;--> statement-breakpoint
CREATE INDEX "email_logs_resent_from_idx" ON "email_logs" USING btree ("resent_from_id") WHERE resent_from_id is not null;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "email_events" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "lifecycle_email_sends" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
ALTER TABLE "email_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "lifecycle_email_sends" FORCE ROW LEVEL SECURITY;
