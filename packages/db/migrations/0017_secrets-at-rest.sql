-- Issue 16: a session row holds the SHA-256 (hex) of its token, never the token (apps/api secret-free-auth-storage.ts).
-- Existing rows are hashed in place, so signed-in users stay signed in: their cookie still carries the raw token,
-- which the app now hashes before the lookup. Raw tokens are 32 alphanumerics, never 64 hex digits.
SELECT set_config('app.platform', 'on', true);--> statement-breakpoint
UPDATE "sessions"
SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex')
WHERE "token" !~ '^[0-9a-f]{64}$';--> statement-breakpoint
-- Issue 16: an email that is sent (or failed more than a day ago, past every retry) keeps no link or token. The
-- variables are the app's email-secrets.ts list; outbox bodies, which quote the links, are dropped.
UPDATE "email_logs" AS l
SET "metadata" = jsonb_set(
      l."metadata",
      '{template_data}',
      (SELECT jsonb_object_agg(
                d.key,
                CASE
                  WHEN d.key IN ('invite_token', 'invite_url', 'reset_url', 'verify_url', 'quote_url')
                    OR d.key ~ '_(token|secret|code)$'
                  THEN to_jsonb('[removed after sending]'::text)
                  ELSE d.value
                END)
         FROM jsonb_each(l."metadata" -> 'template_data') AS d)
    ) || '{"secrets_removed": true}'::jsonb,
    "html_body" = NULL,
    "text_body" = NULL
WHERE jsonb_typeof(l."metadata" -> 'template_data') = 'object'
  AND (l."status" = 'sent' OR (l."status" = 'failed' AND l."created_at" < now() - interval '1 day'))
  AND EXISTS (
    SELECT 1 FROM jsonb_object_keys(l."metadata" -> 'template_data') AS k
    WHERE k IN ('invite_token', 'invite_url', 'reset_url', 'verify_url', 'quote_url') OR k ~ '_(token|secret|code)$'
  );
