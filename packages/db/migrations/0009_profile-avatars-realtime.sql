CREATE TABLE "user_avatars" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"content_type" text DEFAULT 'image/webp' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_avatars_content_type_check" CHECK (content_type = 'image/webp'),
	CONSTRAINT "user_avatars_byte_size_check" CHECK (byte_size > 0 and byte_size <= 1048576)
);
--> statement-breakpoint
ALTER TABLE "user_avatars" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_avatars" ADD CONSTRAINT "user_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "profile_visible" ON "user_avatars" AS PERMISSIVE FOR ALL TO public USING (exists (select 1 from profiles p where p.id = user_avatars.user_id)) WITH CHECK (exists (select 1 from profiles p where p.id = user_avatars.user_id));--> statement-breakpoint
-- Owners skip RLS unless it is forced (ADR 0002).
ALTER TABLE "user_avatars" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Realtime profile (spec §4 "reloaded on a live update of the user's own profile row"): every committed change
-- of a profile or a role record notifies 'profile_changed' with the user's id; API processes LISTEN and push
-- it to that user's open tabs. A sign-in only bumps last_login: that alone notifies nobody.
CREATE OR REPLACE FUNCTION public.app_notify_profile_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_TABLE_NAME = 'profiles' THEN
    IF (to_jsonb(NEW) - 'last_login' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'last_login' - 'updated_at') THEN
      PERFORM pg_notify('profile_changed', NEW.id::text);
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('profile_changed', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('profile_changed', NEW.user_id::text);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('profile_changed', OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_notify_changed AFTER UPDATE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION public.app_notify_profile_changed();
--> statement-breakpoint
CREATE TRIGGER user_roles_notify_changed AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION public.app_notify_profile_changed();
