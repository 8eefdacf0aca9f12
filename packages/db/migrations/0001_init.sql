CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domain" text,
	"trial_start_date" timestamp with time zone,
	"trial_end_date" timestamp with time zone,
	"suspended" boolean DEFAULT false NOT NULL,
	"active_tier" text DEFAULT 'trial' NOT NULL,
	"selected_tier" text DEFAULT 'enterprise' NOT NULL,
	"contact_email" text,
	"email_preferences" jsonb DEFAULT '{"trialReminders":true,"billingNotifications":true,"usageAlerts":true,"marketingEmails":false}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_domain_lowercase" CHECK (domain = lower(domain))
);
--> statement-breakpoint
ALTER TABLE "tenants" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"html_body" text NOT NULL,
	"text_body" text NOT NULL,
	"variables" text[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_templates_category_check" CHECK ("email_templates"."category" in ('auth', 'team', 'trial', 'billing', 'quotes', 'system'))
);
--> statement-breakpoint
CREATE TABLE "email_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"email_type" text DEFAULT 'transactional' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"transport" text NOT NULL,
	"template_name" text,
	"recipient_email" text NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"html_body" text,
	"text_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_logs_email_type_check" CHECK ("email_logs"."email_type" in ('transactional', 'system')),
	CONSTRAINT "email_logs_status_check" CHECK ("email_logs"."status" in ('queued', 'sent', 'delivered', 'opened', 'clicked', 'bounced', 'complained', 'failed')),
	CONSTRAINT "email_logs_transport_check" CHECK ("email_logs"."transport" in ('smtp', 'outbox'))
);
--> statement-breakpoint
ALTER TABLE "email_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "email_logs" ADD CONSTRAINT "email_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_domain_unique" ON "tenants" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_alias_unique" ON "email_templates" USING btree ("alias");--> statement-breakpoint
CREATE INDEX "email_logs_tenant_sent_at_idx" ON "email_logs" USING btree ("tenant_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_logs_status_idx" ON "email_logs" USING btree ("status");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tenants" AS PERMISSIVE FOR ALL TO public USING (id = app_current_tenant() or app_is_platform()) WITH CHECK (id = app_current_tenant() or app_is_platform());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "email_logs" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());