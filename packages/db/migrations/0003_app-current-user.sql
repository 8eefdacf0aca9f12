-- The signed-in user for row-level security on profiles and user_roles (ADR 0002, identity).
-- Set per transaction by the API (set_config('app.user_id', $1, true)); '' after commit means nobody.
CREATE OR REPLACE FUNCTION public.app_current_user() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
