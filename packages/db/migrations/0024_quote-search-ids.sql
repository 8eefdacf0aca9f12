-- The quote list's search by index (ADR 0036). Under row-level security Postgres will not use an index for a
-- condition whose operator is not leakproof, and ILIKE is not: as the runtime role, a search read the whole
-- workspace. This function runs as its owner (the migration user), filters by the transaction's tenant exactly as
-- the tenant_isolation policy does, and lets the planner use the trigram and number indexes. It returns ids only
-- (at most max_ids; null: all); the caller reads the rows through row-level security as usual. Where the owner is
-- itself subject to the policy (not a superuser, FORCE ROW LEVEL SECURITY), the search is as before: correct,
-- without the index.
CREATE OR REPLACE FUNCTION public.app_search_quote_ids(pattern text, quote_number integer, max_ids integer)
  RETURNS SETOF uuid
  LANGUAGE plpgsql VOLATILE SECURITY DEFINER
  SET search_path = pg_catalog, public
  AS $$
  DECLARE
    seqscan text := current_setting('enable_seqscan');
    indexscan text := current_setting('enable_indexscan');
  BEGIN
    -- Three characters or more between the wildcards have trigrams: read the search indexes (bitmap scans) only,
    -- so a limit never leads the planner to walk the workspace looking for a rare word.
    IF length(pattern) >= 5 THEN
      PERFORM set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true);
    END IF;
    -- Planned per call with the values (EXECUTE).
    RETURN QUERY EXECUTE
      'SELECT q.id FROM public.quotes q WHERE q.tenant_id = public.app_current_tenant()
         AND (q.title ILIKE $1 OR q.client_sort_key ILIKE $1 OR q.number = $2) LIMIT $3'
      USING pattern, quote_number, max_ids;
    PERFORM set_config('enable_seqscan', seqscan, true), set_config('enable_indexscan', indexscan, true);
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.app_search_quote_ids(text, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.app_search_quote_ids(text, integer, integer) TO scopewright_app;
