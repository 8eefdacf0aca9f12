-- ADR 0026: the list's one-time column is before tax, like MRR and TCV beside it (it held the total incl. tax).
-- Recomputed from the current version's totals snapshot; RLS is forced, so the update runs as the platform.
SELECT set_config('app.platform', 'on', true);--> statement-breakpoint
UPDATE "quotes" AS q
SET "one_time_total_cents" = (v."totals" -> 'oneTime' ->> 'revenueCents')::bigint
FROM "quote_versions" AS v
WHERE v."id" = q."current_version_id"
  AND v."tenant_id" = q."tenant_id"
  AND v."totals" -> 'oneTime' ? 'revenueCents';
