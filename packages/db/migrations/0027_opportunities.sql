CREATE TABLE "loss_reasons" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loss_reasons_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "loss_reasons" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "opportunities" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"client_id" uuid NOT NULL,
	"contact_id" uuid,
	"owner_id" uuid,
	"stage_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expected_close_date" date,
	"probability_override_bps" integer,
	"source" text,
	"loss_reason_id" uuid,
	"loss_note" text DEFAULT '' NOT NULL,
	"next_step" text DEFAULT '' NOT NULL,
	"next_step_date" date,
	"one_time_cents" bigint DEFAULT 0 NOT NULL,
	"mrr_cents" bigint DEFAULT 0 NOT NULL,
	"tcv_cents" bigint DEFAULT 0 NOT NULL,
	"value_cents" bigint GENERATED ALWAYS AS (greatest(tcv_cents, one_time_cents)) STORED NOT NULL,
	"values_overridden" boolean DEFAULT false NOT NULL,
	"primary_quote_id" uuid,
	"closed_at" timestamp with time zone,
	"lock_version" integer DEFAULT 1 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunities_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "opportunities_status_check" CHECK ("opportunities"."status" in ('open', 'won', 'lost')),
	CONSTRAINT "opportunities_source_check" CHECK ("opportunities"."source" in ('referral', 'existing_client', 'website', 'inbound_call', 'outbound', 'partner', 'event', 'other')),
	CONSTRAINT "opportunities_probability_range" CHECK (probability_override_bps is null or probability_override_bps between 0 and 10000),
	CONSTRAINT "opportunities_values_non_negative" CHECK (one_time_cents >= 0 and mrr_cents >= 0 and tcv_cents >= 0),
	CONSTRAINT "opportunities_closed_at_status" CHECK ((status = 'open') = (closed_at is null)),
	CONSTRAINT "opportunities_lock_version_positive" CHECK (lock_version > 0)
);
--> statement-breakpoint
ALTER TABLE "opportunities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "opportunity_stage_changes" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"from_stage_id" uuid,
	"to_stage_id" uuid NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_stage_changes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "opportunity_stage_changes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pipeline_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"require_loss_reason" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pipeline_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pipeline_stages" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"probability_bps" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_stages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "pipeline_stages_kind_check" CHECK ("pipeline_stages"."kind" in ('open', 'won', 'lost')),
	CONSTRAINT "pipeline_stages_probability_range" CHECK (probability_bps between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "pipeline_stages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loss_reasons" ADD CONSTRAINT "loss_reasons_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_client_fk" FOREIGN KEY ("tenant_id","client_id") REFERENCES "public"."clients"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A composite key clears only its own column on delete (PostgreSQL 15): tenant_id is never nulled.
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_contact_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."client_contacts"("tenant_id","id") ON DELETE SET NULL ("contact_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_stage_fk" FOREIGN KEY ("tenant_id","stage_id") REFERENCES "public"."pipeline_stages"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_loss_reason_fk" FOREIGN KEY ("tenant_id","loss_reason_id") REFERENCES "public"."loss_reasons"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_primary_quote_fk" FOREIGN KEY ("tenant_id","primary_quote_id") REFERENCES "public"."quotes"("tenant_id","id") ON DELETE SET NULL ("primary_quote_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_stage_changes" ADD CONSTRAINT "opportunity_stage_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_stage_changes" ADD CONSTRAINT "opportunity_stage_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_stage_changes" ADD CONSTRAINT "opportunity_stage_changes_opportunity_fk" FOREIGN KEY ("tenant_id","opportunity_id") REFERENCES "public"."opportunities"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_stage_changes" ADD CONSTRAINT "opportunity_stage_changes_from_fk" FOREIGN KEY ("tenant_id","from_stage_id") REFERENCES "public"."pipeline_stages"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_stage_changes" ADD CONSTRAINT "opportunity_stage_changes_to_fk" FOREIGN KEY ("tenant_id","to_stage_id") REFERENCES "public"."pipeline_stages"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_settings" ADD CONSTRAINT "pipeline_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_stages" ADD CONSTRAINT "pipeline_stages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loss_reasons_active_label_unique" ON "loss_reasons" USING btree ("tenant_id",lower("label")) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "opportunities_board_idx" ON "opportunities" USING btree ("tenant_id","status","stage_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_tenant_updated_idx" ON "opportunities" USING btree ("tenant_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_tenant_close_date_idx" ON "opportunities" USING btree ("tenant_id","expected_close_date","id");--> statement-breakpoint
CREATE INDEX "opportunities_tenant_value_idx" ON "opportunities" USING btree ("tenant_id","value_cents","id");--> statement-breakpoint
CREATE INDEX "opportunities_tenant_name_idx" ON "opportunities" USING btree ("tenant_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "opportunities_tenant_closed_idx" ON "opportunities" USING btree ("tenant_id","closed_at");--> statement-breakpoint
CREATE INDEX "opportunities_tenant_client_idx" ON "opportunities" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "opportunities_tenant_owner_idx" ON "opportunities" USING btree ("tenant_id","owner_id");--> statement-breakpoint
CREATE INDEX "opportunities_primary_quote_idx" ON "opportunities" USING btree ("tenant_id","primary_quote_id") WHERE primary_quote_id is not null;--> statement-breakpoint
CREATE INDEX "opportunity_stage_changes_opportunity_idx" ON "opportunity_stage_changes" USING btree ("tenant_id","opportunity_id","changed_at");--> statement-breakpoint
CREATE INDEX "opportunity_stage_changes_changed_idx" ON "opportunity_stage_changes" USING btree ("tenant_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pipeline_stages_active_name_unique" ON "pipeline_stages" USING btree ("tenant_id",lower("name")) WHERE retired_at is null;--> statement-breakpoint
CREATE INDEX "pipeline_stages_tenant_position_idx" ON "pipeline_stages" USING btree ("tenant_id","position");--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_opportunity_fk" FOREIGN KEY ("tenant_id","opportunity_id") REFERENCES "public"."opportunities"("tenant_id","id") ON DELETE SET NULL ("opportunity_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_tenant_opportunity_idx" ON "quotes" USING btree ("tenant_id","opportunity_id") WHERE opportunity_id is not null;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "loss_reasons" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "opportunities" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "opportunity_stage_changes" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "pipeline_settings" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "pipeline_stages" AS PERMISSIVE FOR ALL TO public USING (tenant_id = (select app_current_tenant()) or (select app_is_platform())) WITH CHECK (tenant_id = (select app_current_tenant()) or (select app_is_platform()));--> statement-breakpoint
-- Owners skip RLS unless it is forced (ADR 0002). Grants come from the default privileges of 0002.
ALTER TABLE "pipeline_stages" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "loss_reasons" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pipeline_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "opportunities" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "opportunity_stage_changes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Existing workspaces get the default stages and loss reasons (packages/db/src/seed/workspace-defaults.ts gives new
-- ones the same). Ids are UUIDv7 (ADR 0003): the millisecond clock over a random v4 id, version bits set to 7.
CREATE FUNCTION pg_temp.uuid_v7() RETURNS uuid LANGUAGE sql VOLATILE AS $$
  SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) PLACING
    substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
    52, 1), 53, 1), 'hex')::uuid
$$;--> statement-breakpoint
INSERT INTO "pipeline_stages" ("tenant_id", "id", "name", "position", "kind", "probability_bps")
SELECT t.id, pg_temp.uuid_v7(), s.name, s.position, s.kind, s.probability_bps
FROM "tenants" t
CROSS JOIN (VALUES
  ('Lead', 0, 'open', 1000),
  ('Qualified', 1, 'open', 2500),
  ('Scoping', 2, 'open', 4000),
  ('Proposal Sent', 3, 'open', 6000),
  ('Negotiation', 4, 'open', 8000),
  ('Won', 5, 'won', 10000),
  ('Lost', 6, 'lost', 0)
) AS s(name, position, kind, probability_bps);--> statement-breakpoint
INSERT INTO "loss_reasons" ("tenant_id", "id", "label", "position")
SELECT t.id, pg_temp.uuid_v7(), r.label, r.position
FROM "tenants" t
CROSS JOIN (VALUES
  ('Price', 0),
  ('Chose a competitor', 1),
  ('No decision / went quiet', 2),
  ('Timing / budget', 3),
  ('Scope not a fit', 4)
) AS r(label, position);
--> statement-breakpoint
-- A deal's values follow its primary quote's list figures unless someone typed them (values_overridden), in the
-- transaction of whatever wrote the quote's totals: save, patch, revise, acceptance (docs/decisions/0047).
CREATE FUNCTION app_sync_opportunity_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "opportunities"
  SET "one_time_cents" = NEW."one_time_total_cents", "mrr_cents" = NEW."mrr_cents", "tcv_cents" = NEW."tcv_cents"
  WHERE "tenant_id" = NEW."tenant_id" AND "primary_quote_id" = NEW."id" AND NOT "values_overridden";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "quotes_sync_opportunity_values"
AFTER UPDATE OF "one_time_total_cents", "mrr_cents", "tcv_cents" ON "quotes"
FOR EACH ROW
WHEN (NEW."opportunity_id" IS NOT NULL AND (OLD."one_time_total_cents", OLD."mrr_cents", OLD."tcv_cents")
  IS DISTINCT FROM (NEW."one_time_total_cents", NEW."mrr_cents", NEW."tcv_cents"))
EXECUTE FUNCTION app_sync_opportunity_values();
