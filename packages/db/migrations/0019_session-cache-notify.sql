-- The API processes keep the session lookup (session + app_load_actor) in memory (ADR 0038). Every committed
-- change to what that lookup reads notifies 'session_cache' so each process drops the entries it affects:
--   's:<session id>'  a session was updated (Better Auth's refresh) or deleted (sign-out, revoke, password change)
--   'u:<user id>'     the user's email or verification, or their profile (role, workspace, names, onboarding)
--   't:<tenant id>'   the workspace's name, suspension, tiers or trial dates
-- PostgreSQL sends a notification only after commit and folds identical ones within a transaction.
CREATE OR REPLACE FUNCTION public.app_notify_session_cache() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  v_id uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN v_id := OLD.id; ELSE v_id := NEW.id; END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_cache', 's:' || OLD.id::text);
  ELSIF TG_TABLE_NAME = 'tenants' THEN
    PERFORM pg_notify('session_cache', 't:' || v_id::text);
  ELSIF TG_TABLE_NAME = 'profiles' AND TG_OP = 'UPDATE'
    AND (to_jsonb(NEW) - 'last_login' - 'updated_at') IS NOT DISTINCT FROM (to_jsonb(OLD) - 'last_login' - 'updated_at') THEN
    RETURN NULL;
  ELSE
    PERFORM pg_notify('session_cache', 'u:' || v_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sessions_notify_session_cache ON "sessions";
--> statement-breakpoint
CREATE TRIGGER sessions_notify_session_cache AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION public.app_notify_session_cache();
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_notify_session_cache ON "users";
--> statement-breakpoint
CREATE TRIGGER users_notify_session_cache AFTER UPDATE OF email, email_verified OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION public.app_notify_session_cache();
--> statement-breakpoint
DROP TRIGGER IF EXISTS profiles_notify_session_cache ON "profiles";
--> statement-breakpoint
CREATE TRIGGER profiles_notify_session_cache AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION public.app_notify_session_cache();
--> statement-breakpoint
DROP TRIGGER IF EXISTS tenants_notify_session_cache ON "tenants";
--> statement-breakpoint
CREATE TRIGGER tenants_notify_session_cache AFTER UPDATE OF name, suspended, active_tier, selected_tier,
  trial_start_date, trial_end_date OR DELETE ON "tenants"
  FOR EACH ROW EXECUTE FUNCTION public.app_notify_session_cache();
