-- The request's actor in one round trip: the signed-in user's profile (through the self_read policy) and their
-- workspace's tier state (through the tenant policy). Both settings are transaction-local, so when this is
-- called outside an explicit transaction they end with the statement. Never call it inside withTenant.
CREATE OR REPLACE FUNCTION public.app_load_actor(p_user_id uuid) RETURNS jsonb
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  v_profile jsonb;
  v_tenant_id uuid;
  v_tenant jsonb;
BEGIN
  PERFORM set_config('app.user_id', p_user_id::text, true);
  SELECT to_jsonb(p), p.tenant_id INTO v_profile, v_tenant_id FROM profiles p WHERE p.id = p_user_id;
  IF v_profile IS NULL THEN
    RETURN NULL;
  END IF;
  IF v_tenant_id IS NOT NULL THEN
    PERFORM set_config('app.tenant_id', v_tenant_id::text, true);
    SELECT jsonb_build_object(
      'id', t.id, 'name', t.name, 'suspended', t.suspended, 'active_tier', t.active_tier,
      'selected_tier', t.selected_tier, 'trial_start_date', t.trial_start_date, 'trial_end_date', t.trial_end_date
    ) INTO v_tenant FROM tenants t WHERE t.id = v_tenant_id;
  END IF;
  RETURN jsonb_build_object('profile', v_profile, 'tenant', v_tenant);
END
$$;
