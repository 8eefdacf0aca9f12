-- ADR 0036: trigram search needs pg_trgm (also created by the quote list's migration; either may run first).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "clients_tenant_updated_idx";--> statement-breakpoint
CREATE INDEX "clients_tenant_created_idx" ON "clients" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_search_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops,"email" gin_trgm_ops,"industry" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_tenant_updated_idx" ON "clients" USING btree ("tenant_id","updated_at","id");