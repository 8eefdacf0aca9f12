CREATE TABLE "template_usage" (
	"tenant_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_usage_tenant_id_template_id_pk" PRIMARY KEY("tenant_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "template_usage" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "template_versions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template_id" uuid NOT NULL,
	"tenant_id" uuid,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"branding_override" jsonb,
	"document" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "template_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid,
	"scope" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"branding_override" jsonb,
	"document" jsonb NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"section_count" integer DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"labor_minutes" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_scope_check" CHECK ("templates"."scope" in ('global', 'workspace')),
	CONSTRAINT "templates_scope_tenant" CHECK ((scope = 'global') = (tenant_id is null))
);
--> statement-breakpoint
ALTER TABLE "templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD COLUMN "template_version" integer;--> statement-breakpoint
ALTER TABLE "template_usage" ADD CONSTRAINT "template_usage_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_usage" ADD CONSTRAINT "template_usage_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_usage_template_idx" ON "template_usage" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_versions_template_version_unique" ON "template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_workspace_name_unique" ON "templates" USING btree ("tenant_id",lower("name")) WHERE tenant_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "templates_global_name_unique" ON "templates" USING btree (lower("name")) WHERE tenant_id is null;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "template_usage" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "template_versions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "global_template_version_read" ON "template_versions" AS PERMISSIVE FOR SELECT TO public USING (tenant_id is null);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "templates" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "global_template_read" ON "templates" AS PERMISSIVE FOR SELECT TO public USING (tenant_id is null and is_published);--> statement-breakpoint
-- Owners skip RLS unless it is forced (ADR 0002).
ALTER TABLE "templates" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "template_versions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "template_usage" FORCE ROW LEVEL SECURITY;
