CREATE TABLE "billing_events" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"provider" text NOT NULL,
	"from_tier" text NOT NULL,
	"to_tier" text NOT NULL,
	"interval" text NOT NULL,
	"seats" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"charged_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"actor_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "billing_events_type_check" CHECK ("billing_events"."type" in ('plan_changed')),
	CONSTRAINT "billing_events_provider_check" CHECK ("billing_events"."provider" in ('manual', 'stripe')),
	CONSTRAINT "billing_events_to_tier_check" CHECK ("billing_events"."to_tier" in ('essentials', 'premium', 'enterprise')),
	CONSTRAINT "billing_events_interval_check" CHECK ("billing_events"."interval" in ('monthly', 'annual'))
);
--> statement-breakpoint
ALTER TABLE "billing_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "default_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "default_tax_rate_bps" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "billing_interval" text;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_events_tenant_created_idx" ON "billing_events" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_default_currency_iso" CHECK (default_currency ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_default_tax_rate_bps_range" CHECK (default_tax_rate_bps between 0 and 10000);--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_billing_interval_check" CHECK ("tenants"."billing_interval" in ('monthly', 'annual'));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "billing_events" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
-- Owners skip RLS unless it is forced (ADR 0002).
ALTER TABLE "billing_events" FORCE ROW LEVEL SECURITY;
