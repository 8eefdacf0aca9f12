-- Owners skip RLS unless it is forced (ADR 0002). Grants come from the default privileges of 0002.
ALTER TABLE "profiles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_roles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "invitations" FORCE ROW LEVEL SECURITY;
