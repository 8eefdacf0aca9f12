-- The quote list's search by index (ADR 0036). Under row-level security Postgres will not use an index for a
-- condition whose operator is not leakproof, and ILIKE is not: as the runtime role, a search read the whole
-- workspace. This function runs as its owner (the migration user), filters by the transaction's tenant exactly as
-- the tenant_isolation policy does, and lets the planner use the trigram and number indexes. It returns ids only
-- (at most max_ids; null: all); the caller reads the rows through row-level security as usual. Where the owner is
-- itself subject to the policy (not a superuser, FORCE ROW LEVEL SECURITY), the search is as before: correct,
-- without the index.
CREATE OR REPLACE FUNCTION public.app_search_quote_ids(pattern text, quote_number integer, max_ids integer)
  RETURNS SETOF uuid
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = pg_catalog, public
  AS $$
  BEGIN
    -- Planned per call with the values (EXECUTE): a rare word reads the trigram index, a common one stops early.
    RETURN QUERY EXECUTE
      'SELECT q.id FROM public.quotes q WHERE q.tenant_id = public.app_current_tenant()
         AND (q.title ILIKE $1 OR q.client_sort_key ILIKE $1 OR q.number = $2) LIMIT $3'
      USING pattern, quote_number, max_ids;
  END
  $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.app_search_quote_ids(text, integer, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.app_search_quote_ids(text, integer, integer) TO scopewright_app;
