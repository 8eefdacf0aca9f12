CREATE TABLE "billing_invoices" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"number" text,
	"status" text NOT NULL,
	"billing_reason" text,
	"amount_due_cents" integer NOT NULL,
	"amount_paid_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"hosted_invoice_url" text,
	"invoice_pdf_url" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"provider_state_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "billing_invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"subscription_id" text NOT NULL,
	"item_id" text NOT NULL,
	"tier" text NOT NULL,
	"interval" text NOT NULL,
	"seats" integer NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"scheduled_tier" text,
	"scheduled_interval" text,
	"past_due_since" timestamp with time zone,
	"past_due_invoice_id" text,
	"card_brand" text,
	"card_last4" text,
	"provider_state_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_subscriptions_tier_check" CHECK ("billing_subscriptions"."tier" in ('essentials', 'premium', 'enterprise')),
	CONSTRAINT "billing_subscriptions_interval_check" CHECK ("billing_subscriptions"."interval" in ('monthly', 'annual')),
	CONSTRAINT "billing_subscriptions_status_check" CHECK ("billing_subscriptions"."status" in ('trialing', 'active', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused')),
	CONSTRAINT "billing_subscriptions_seats_positive" CHECK (seats > 0)
);
--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"tenant_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stripe_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "billing_customer_id" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "per_seat_billing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_events" ADD CONSTRAINT "stripe_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_provider_unique" ON "billing_invoices" USING btree ("provider_invoice_id");--> statement-breakpoint
CREATE INDEX "billing_invoices_tenant_issued_idx" ON "billing_invoices" USING btree ("tenant_id","issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_subscription_unique" ON "billing_subscriptions" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_past_due_idx" ON "billing_subscriptions" USING btree ("past_due_since") WHERE past_due_since is not null;--> statement-breakpoint
CREATE INDEX "billing_subscriptions_scheduled_idx" ON "billing_subscriptions" USING btree ("current_period_end") WHERE scheduled_tier is not null;--> statement-breakpoint
CREATE INDEX "stripe_events_received_idx" ON "stripe_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_billing_customer_unique" ON "tenants" USING btree ("billing_customer_id");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "billing_invoices" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "billing_subscriptions" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "stripe_events" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
ALTER TABLE "billing_subscriptions" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "billing_invoices" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stripe_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The actor carries per_seat_billing (a paid per-seat plan has no user cap), and a change to it refreshes cached sessions.
CREATE OR REPLACE FUNCTION public.app_load_actor(p_user_id uuid) RETURNS jsonb
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  v_profile jsonb;
  v_tenant_id uuid;
  v_tenant jsonb;
BEGIN
  PERFORM set_config('app.user_id', p_user_id::text, true);
  SELECT to_jsonb(p), p.tenant_id INTO v_profile, v_tenant_id FROM profiles p WHERE p.id = p_user_id;
  IF v_profile IS NULL THEN
    RETURN NULL;
  END IF;
  IF v_tenant_id IS NOT NULL THEN
    PERFORM set_config('app.tenant_id', v_tenant_id::text, true);
    SELECT jsonb_build_object(
      'id', t.id, 'name', t.name, 'suspended', t.suspended, 'active_tier', t.active_tier,
      'selected_tier', t.selected_tier, 'trial_start_date', t.trial_start_date, 'trial_end_date', t.trial_end_date,
      'per_seat_billing', t.per_seat_billing
    ) INTO v_tenant FROM tenants t WHERE t.id = v_tenant_id;
  END IF;
  RETURN jsonb_build_object('profile', v_profile, 'tenant', v_tenant);
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS tenants_notify_session_cache ON "tenants";
--> statement-breakpoint
CREATE TRIGGER tenants_notify_session_cache AFTER UPDATE OF name, suspended, active_tier, selected_tier,
  trial_start_date, trial_end_date, per_seat_billing OR DELETE ON "tenants"
  FOR EACH ROW EXECUTE FUNCTION public.app_notify_session_cache();
