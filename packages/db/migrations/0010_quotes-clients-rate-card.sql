CREATE TABLE "client_contacts" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"job_title" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_signer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_contacts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "client_contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "client_sites" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"region" text,
	"postal_code" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_sites_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "client_sites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "clients" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'customer' NOT NULL,
	"industry" text,
	"website" text,
	"phone" text,
	"email" text,
	"address_line1" text,
	"address_line2" text,
	"city" text,
	"region" text,
	"postal_code" text,
	"country" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"notes" text,
	"created_by" uuid,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "clients_type_check" CHECK ("clients"."type" in ('customer', 'prospect')),
	CONSTRAINT "clients_currency_iso" CHECK (currency ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "clients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "catalog_items" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sku" text,
	"manufacturer" text,
	"unit" text DEFAULT 'each' NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"unit_cost_cents" bigint DEFAULT 0 NOT NULL,
	"frequency" text DEFAULT 'one_time' NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"category" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_items_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "catalog_items_kind_check" CHECK ("catalog_items"."kind" in ('product', 'recurring_service', 'labor_package')),
	CONSTRAINT "catalog_items_frequency_check" CHECK ("catalog_items"."frequency" in ('one_time', 'monthly', 'quarterly', 'annual')),
	CONSTRAINT "catalog_items_amounts_non_negative" CHECK (unit_price_cents >= 0 and unit_cost_cents >= 0)
);
--> statement-breakpoint
ALTER TABLE "catalog_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "labor_roles" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"client_facing_name" text,
	"description" text,
	"bill_rate_cents" integer NOT NULL,
	"cost_rate_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labor_roles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "labor_roles_rates_non_negative" CHECK (bill_rate_cents >= 0 and cost_rate_cents >= 0)
);
--> statement-breakpoint
ALTER TABLE "labor_roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quote_activity" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"version_id" uuid,
	"type" text NOT NULL,
	"actor_user_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_activity_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "quote_activity_type_check" CHECK ("quote_activity"."type" in ('created', 'ai_generated', 'sent', 'viewed', 'reminded', 'accepted', 'declined', 'revised', 'restored', 'duplicated', 'archived', 'unarchived', 'exported'))
);
--> statement-breakpoint
ALTER TABLE "quote_activity" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"stable_key" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"client_description" text DEFAULT '' NOT NULL,
	"internal_note" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT 'each' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"role_id" uuid,
	"role_name" text,
	"unit_price_cents" bigint DEFAULT 0 NOT NULL,
	"unit_cost_cents" bigint DEFAULT 0 NOT NULL,
	"frequency" text DEFAULT 'one_time' NOT NULL,
	"term_months" integer,
	"discount_type" text DEFAULT 'none' NOT NULL,
	"discount_value" bigint DEFAULT 0 NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"is_optional" boolean DEFAULT false NOT NULL,
	"is_selected" boolean DEFAULT true NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"source_ref" text,
	"deliverables" text[] DEFAULT '{}'::text[] NOT NULL,
	"assumptions" text[] DEFAULT '{}'::text[] NOT NULL,
	"out_of_scope" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_responsibilities" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "quote_lines_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "quote_lines_kind_check" CHECK ("quote_lines"."kind" in ('labor', 'product', 'recurring', 'expense', 'discount', 'text')),
	CONSTRAINT "quote_lines_frequency_check" CHECK ("quote_lines"."frequency" in ('one_time', 'monthly', 'quarterly', 'annual')),
	CONSTRAINT "quote_lines_discount_type_check" CHECK ("quote_lines"."discount_type" in ('none', 'percent', 'amount')),
	CONSTRAINT "quote_lines_source_check" CHECK ("quote_lines"."source" in ('manual', 'catalog', 'template', 'ai', 'library')),
	CONSTRAINT "quote_lines_quantity_range" CHECK (quantity between 0 and 1000000),
	CONSTRAINT "quote_lines_minutes_range" CHECK (minutes between 0 and 600000),
	CONSTRAINT "quote_lines_amounts_range" CHECK (unit_price_cents between 0 and 10000000000 and unit_cost_cents between 0 and 10000000000),
	CONSTRAINT "quote_lines_discount_non_negative" CHECK (discount_value >= 0)
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quote_number_sequences" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_number_sequences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quote_sections" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"stable_key" uuid NOT NULL,
	"name" text NOT NULL,
	"client_description" text DEFAULT '' NOT NULL,
	"position" integer NOT NULL,
	"kind" text DEFAULT 'phase' NOT NULL,
	"is_optional" boolean DEFAULT false NOT NULL,
	"is_selected" boolean DEFAULT true NOT NULL,
	"show_line_prices" boolean DEFAULT true NOT NULL,
	"target_margin_bps" integer,
	CONSTRAINT "quote_sections_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "quote_sections_kind_check" CHECK ("quote_sections"."kind" in ('phase', 'recurring', 'products', 'custom'))
);
--> statement-breakpoint
ALTER TABLE "quote_sections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"version_no" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_from" text DEFAULT 'blank' NOT NULL,
	"based_on_version_id" uuid,
	"executive_summary" text DEFAULT '' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"client_notes" text DEFAULT '' NOT NULL,
	"internal_notes" text DEFAULT '' NOT NULL,
	"pricing_model" text DEFAULT 'fixed_fee' NOT NULL,
	"contract_term_months" integer DEFAULT 12 NOT NULL,
	"tax_rate_bps" integer DEFAULT 0 NOT NULL,
	"discount_type" text DEFAULT 'none' NOT NULL,
	"discount_value" bigint DEFAULT 0 NOT NULL,
	"totals" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"branding_snapshot" jsonb,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"sent_at" timestamp with time zone,
	"sent_by" uuid,
	"first_viewed_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_versions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "quote_versions_status_check" CHECK ("quote_versions"."status" in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'superseded', 'archived')),
	CONSTRAINT "quote_versions_created_from_check" CHECK ("quote_versions"."created_from" in ('blank', 'template', 'duplicate', 'revision', 'ai', 'restore')),
	CONSTRAINT "quote_versions_pricing_model_check" CHECK ("quote_versions"."pricing_model" in ('fixed_fee', 'time_and_materials')),
	CONSTRAINT "quote_versions_discount_type_check" CHECK ("quote_versions"."discount_type" in ('none', 'percent', 'amount')),
	CONSTRAINT "quote_versions_term_range" CHECK (contract_term_months between 1 and 120),
	CONSTRAINT "quote_versions_tax_range" CHECK (tax_rate_bps between 0 and 10000),
	CONSTRAINT "quote_versions_discount_non_negative" CHECK (discount_value >= 0)
);
--> statement-breakpoint
ALTER TABLE "quote_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quotes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"client_id" uuid NOT NULL,
	"contact_id" uuid,
	"opportunity_id" uuid,
	"owner_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"current_version_id" uuid,
	"current_version_no" integer DEFAULT 1 NOT NULL,
	"valid_until" date,
	"currency" text DEFAULT 'USD' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"one_time_total_cents" bigint DEFAULT 0 NOT NULL,
	"mrr_cents" bigint DEFAULT 0 NOT NULL,
	"tcv_cents" bigint DEFAULT 0 NOT NULL,
	"margin_bps" integer,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"status_before_archive" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('draft', 'sent', 'viewed', 'accepted', 'declined', 'expired', 'superseded', 'archived')),
	CONSTRAINT "quotes_currency_iso" CHECK (currency ~ '^[A-Z]{3}$'),
	CONSTRAINT "quotes_number_positive" CHECK (number > 0)
);
--> statement-breakpoint
ALTER TABLE "quotes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sites" ADD CONSTRAINT "client_sites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sites" ADD CONSTRAINT "client_sites_client_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_items" ADD CONSTRAINT "catalog_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_roles" ADD CONSTRAINT "labor_roles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_activity" ADD CONSTRAINT "quote_activity_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_activity" ADD CONSTRAINT "quote_activity_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_activity" ADD CONSTRAINT "quote_activity_quote_fk" FOREIGN KEY ("tenant_id","quote_id") REFERENCES "public"."quotes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_version_fk" FOREIGN KEY ("tenant_id","version_id") REFERENCES "public"."quote_versions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_section_fk" FOREIGN KEY ("tenant_id","section_id") REFERENCES "public"."quote_sections"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_number_sequences" ADD CONSTRAINT "quote_number_sequences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sections" ADD CONSTRAINT "quote_sections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_sections" ADD CONSTRAINT "quote_sections_version_fk" FOREIGN KEY ("tenant_id","version_id") REFERENCES "public"."quote_versions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_fk" FOREIGN KEY ("tenant_id","quote_id") REFERENCES "public"."quotes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_client_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_contact_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."client_contacts"("tenant_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "client_sites_client_idx" ON "client_sites" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "clients_tenant_name_idx" ON "clients" USING btree ("tenant_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "clients_tenant_updated_idx" ON "clients" USING btree ("tenant_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "catalog_items_tenant_name_idx" ON "catalog_items" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_items_tenant_sku_active_unique" ON "catalog_items" USING btree ("tenant_id",lower("sku")) WHERE sku is not null and archived_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "labor_roles_tenant_name_active_unique" ON "labor_roles" USING btree ("tenant_id",lower("name")) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "quote_activity_quote_idx" ON "quote_activity" USING btree ("tenant_id","quote_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_lines_version_idx" ON "quote_lines" USING btree ("tenant_id","version_id","section_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_version_key_unique" ON "quote_lines" USING btree ("tenant_id","version_id","stable_key");--> statement-breakpoint
CREATE INDEX "quote_sections_version_idx" ON "quote_sections" USING btree ("tenant_id","version_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_sections_version_key_unique" ON "quote_sections" USING btree ("tenant_id","version_id","stable_key");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_quote_version_unique" ON "quote_versions" USING btree ("tenant_id","quote_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_tenant_number_unique" ON "quotes" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "quotes_tenant_updated_idx" ON "quotes" USING btree ("tenant_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_tenant_status_updated_idx" ON "quotes" USING btree ("tenant_id","status","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_tenant_client_idx" ON "quotes" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "quotes_tenant_owner_idx" ON "quotes" USING btree ("tenant_id","owner_id");--> statement-breakpoint
CREATE INDEX "quotes_tenant_created_idx" ON "quotes" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "client_contacts" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "client_sites" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "clients" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "catalog_items" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "labor_roles" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "quote_activity" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "quote_lines" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "quote_number_sequences" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "quote_sections" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "quote_versions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "quotes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
-- Owners skip RLS unless it is forced (ADR 0002).
ALTER TABLE "clients" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "client_contacts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "client_sites" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "labor_roles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "catalog_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quote_number_sequences" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quotes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quote_versions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quote_sections" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quote_lines" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quote_activity" FORCE ROW LEVEL SECURITY;
