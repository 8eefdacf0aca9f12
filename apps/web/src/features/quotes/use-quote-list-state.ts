import type { QuoteViewMode } from '@scopewright/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { localSetting } from '@/lib/local-setting';
import {
  DEFAULT_FILTERS,
  type QuoteListFilters,
  readFilters,
  readViewMode,
  VIEW_STORAGE_KEY,
  writeFilters,
} from './quote-list-params';

/** The list's filters and view mode live in the URL (shareable, back button); the view is also remembered. */
export function useQuoteListState() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const view: QuoteViewMode =
    readViewMode(params.get('view')) ?? readViewMode(localSetting.get(VIEW_STORAGE_KEY)) ?? 'list';

  const setFilters = useCallback(
    (patch: Partial<QuoteListFilters>) =>
      setParams((prev) => writeFilters(prev, { ...readFilters(prev), ...patch }), { replace: true }),
    [setParams],
  );

  const clearFilters = useCallback(
    () =>
      setParams(
        (prev) => {
          const { sort, dir } = readFilters(prev);
          return writeFilters(prev, { ...DEFAULT_FILTERS, sort, dir });
        },
        { replace: true },
      ),
    [setParams],
  );

  const setView = useCallback(
    (next: QuoteViewMode) => {
      localSetting.set(VIEW_STORAGE_KEY, next);
      setParams(
        (prev) => {
          const params = new URLSearchParams(prev);
          params.set('view', next);
          return params;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { filters, setFilters, clearFilters, view, setView };
}
