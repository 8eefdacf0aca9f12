CREATE TABLE "ai_runs" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"user_id" uuid,
	"quote_id" uuid,
	"client_id" uuid,
	"previous_run_id" uuid,
	"description" text NOT NULL,
	"source" text NOT NULL,
	"provider" text NOT NULL,
	"prompt_version" text NOT NULL,
	"fallback_reason" text,
	"status" text NOT NULL,
	"output" jsonb,
	"accepted_line_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"latency_ms" integer NOT NULL,
	"input_tokens" integer,
	"output_tokens" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_runs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ai_runs_source_check" CHECK ("ai_runs"."source" in ('builtin', 'llm')),
	CONSTRAINT "ai_runs_status_check" CHECK ("ai_runs"."status" in ('succeeded', 'failed')),
	CONSTRAINT "ai_runs_succeeded_has_output" CHECK (status <> 'succeeded' or output is not null)
);
--> statement-breakpoint
ALTER TABLE "ai_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ai_runs" ADD CONSTRAINT "ai_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_runs" ADD CONSTRAINT "ai_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_runs_tenant_month_idx" ON "ai_runs" USING btree ("tenant_id","created_at") WHERE status = 'succeeded';--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "ai_runs" AS PERMISSIVE FOR ALL TO public USING (tenant_id = app_current_tenant() or app_is_platform()) WITH CHECK (tenant_id = app_current_tenant() or app_is_platform());--> statement-breakpoint
-- Owners skip RLS unless it is forced (ADR 0002).
ALTER TABLE "ai_runs" FORCE ROW LEVEL SECURITY;
