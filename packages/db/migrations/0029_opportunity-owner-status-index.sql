DROP INDEX "opportunities_tenant_owner_idx";--> statement-breakpoint
CREATE INDEX "opportunities_tenant_owner_idx" ON "opportunities" USING btree ("tenant_id","owner_id","status","next_step_date");