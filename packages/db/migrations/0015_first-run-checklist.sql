ALTER TABLE "tenants" ADD COLUMN "currency_tax_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "rate_card_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "first_run_dismissed_at" timestamp with time zone;--> statement-breakpoint
-- Workspaces that exist before the checklist are past their first run: it is shown to new ones only.
UPDATE "tenants" SET "first_run_dismissed_at" = now() WHERE "first_run_dismissed_at" IS NULL;