CREATE TABLE "branding" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"primary_color" text DEFAULT '#1e3a5f' NOT NULL,
	"accent_color" text DEFAULT '#0e7c86' NOT NULL,
	"font" text DEFAULT 'Helvetica' NOT NULL,
	"cover_page" boolean DEFAULT true NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_terms" text DEFAULT '' NOT NULL,
	"footer_text" text DEFAULT '' NOT NULL,
	"logo" "bytea",
	"logo_content_type" text,
	"logo_width" integer,
	"logo_height" integer,
	"logo_version" integer DEFAULT 0 NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branding_primary_color_hex" CHECK (primary_color ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "branding_accent_color_hex" CHECK (accent_color ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "branding_font_check" CHECK ("branding"."font" in ('Helvetica', 'Times-Roman')),
	CONSTRAINT "branding_logo_complete" CHECK ((logo is null and logo_content_type is null and logo_width is null and logo_height is null)
        or (logo is not null and logo_content_type = 'image/png' and octet_length(logo) <= 1048576
          and logo_width between 1 and 4000 and logo_height between 1 and 4000)),
	CONSTRAINT "branding_text_lengths" CHECK (char_length(default_terms) <= 20000 and char_length(footer_text) <= 500)
);
--> statement-breakpoint
ALTER TABLE "branding" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quote_acceptances" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"share_link_id" uuid,
	"signer_name" text NOT NULL,
	"signer_title" text NOT NULL,
	"signer_email" text,
	"signature_kind" text NOT NULL,
	"signature_text" text,
	"signature_image" "bytea",
	"selected_line_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"selected_section_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"document_sha256" text NOT NULL,
	CONSTRAINT "quote_acceptances_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "quote_acceptances_signature_kind_check" CHECK ("quote_acceptances"."signature_kind" in ('typed', 'drawn')),
	CONSTRAINT "quote_acceptances_signature_present" CHECK ((signature_kind = 'typed' and signature_text is not null) or (signature_kind = 'drawn' and signature_image is not null)),
	CONSTRAINT "quote_acceptances_sha256" CHECK (document_sha256 ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "quote_acceptances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quote_share_links" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_viewed_at" timestamp with time zone,
	CONSTRAINT "quote_share_links_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "quote_share_links_token_hash_sha256" CHECK (token_hash ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "quote_share_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quote_views" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"share_link_id" uuid,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "quote_views_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "quote_views" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quote_activity" DROP CONSTRAINT "quote_activity_type_check";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "reminder_days_before" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "branding" ADD CONSTRAINT "branding_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branding" ADD CONSTRAINT "branding_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_quote_fk" FOREIGN KEY ("tenant_id","quote_id") REFERENCES "public"."quotes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_acceptances" ADD CONSTRAINT "quote_acceptances_version_fk" FOREIGN KEY ("tenant_id","version_id") REFERENCES "public"."quote_versions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_share_links" ADD CONSTRAINT "quote_share_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_share_links" ADD CONSTRAINT "quote_share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_share_links" ADD CONSTRAINT "quote_share_links_quote_fk" FOREIGN KEY ("tenant_id","quote_id") REFERENCES "public"."quotes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_share_links" ADD CONSTRAINT "quote_share_links_version_fk" FOREIGN KEY ("tenant_id","version_id") REFERENCES "public"."quote_versions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_views" ADD CONSTRAINT "quote_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_views" ADD CONSTRAINT "quote_views_quote_fk" FOREIGN KEY ("tenant_id","quote_id") REFERENCES "public"."quotes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_acceptances_version_unique" ON "quote_acceptances" USING btree ("tenant_id","version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_share_links_token_hash_unique" ON "quote_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "quote_share_links_quote_idx" ON "quote_share_links" USING btree ("tenant_id","quote_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_views_quote_idx" ON "quote_views" USING btree ("tenant_id","quote_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "quote_activity" ADD CONSTRAINT "quote_activity_type_check" CHECK ("quote_activity"."type" in ('created', 'ai_generated', 'sent', 'viewed', 'reminded', 'accepted', 'declined', 'revised', 'restored', 'duplicated', 'archived', 'unarchived', 'exported', 'link_revoked', 'expired'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_reminder_days_range" CHECK (reminder_days_before is null or reminder_days_before between 1 and 60);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "branding" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "quote_acceptances" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "quote_share_links" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "quote_views" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
-- Owners skip RLS unless it is forced (ADR 0002).
ALTER TABLE "branding" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quote_share_links" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quote_acceptances" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "quote_views" FORCE ROW LEVEL SECURITY;
