-- Owners skip RLS unless it is forced (ADR 0002).
ALTER TABLE "tenants" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "email_logs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The runtime role owns nothing; the migration owner may SET ROLE to it (superusers already can).
GRANT scopewright_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO scopewright_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO scopewright_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO scopewright_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO scopewright_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO scopewright_app;
--> statement-breakpoint
-- Global reference table: readable by every request, editable by the super-admin editor, never deleted at runtime.
REVOKE DELETE ON "email_templates" FROM scopewright_app;
