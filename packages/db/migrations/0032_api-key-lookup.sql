-- The public API's key check in one round trip (docs/decisions/0051-public-api.md): the key by the SHA-256 of its
-- secret (the workspace is not known yet, so the lookup runs with the platform flag, transaction-local and reset
-- before returning), `last_used_at` kept to the minute, and the workspace's tier state for the guard chain.
-- A revoked, expired or unknown key returns NULL. Never call it inside withTenant.
CREATE OR REPLACE FUNCTION public.app_use_api_key(p_hash text) RETURNS jsonb
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  v_key api_keys%ROWTYPE;
  v_tenant jsonb;
BEGIN
  PERFORM set_config('app.platform', 'on', true);
  SELECT * INTO v_key FROM api_keys k WHERE k.hash = p_hash;
  IF NOT FOUND OR v_key.revoked_at IS NOT NULL OR (v_key.expires_at IS NOT NULL AND v_key.expires_at <= now()) THEN
    PERFORM set_config('app.platform', '', true);
    RETURN NULL;
  END IF;
  IF v_key.last_used_at IS NULL OR v_key.last_used_at < now() - interval '1 minute' THEN
    UPDATE api_keys SET last_used_at = now() WHERE tenant_id = v_key.tenant_id AND id = v_key.id;
  END IF;
  SELECT jsonb_build_object(
    'id', t.id, 'name', t.name, 'suspended', t.suspended, 'active_tier', t.active_tier,
    'selected_tier', t.selected_tier, 'trial_start_date', t.trial_start_date, 'trial_end_date', t.trial_end_date
  ) INTO v_tenant FROM tenants t WHERE t.id = v_key.tenant_id;
  PERFORM set_config('app.platform', '', true);
  RETURN jsonb_build_object(
    'key', jsonb_build_object(
      'id', v_key.id, 'tenant_id', v_key.tenant_id, 'name', v_key.name, 'scopes', to_jsonb(v_key.scopes),
      'expires_at', v_key.expires_at
    ),
    'tenant', v_tenant
  );
END
$$;
