import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { localSetting } from '@/lib/local-setting';
import {
  DEFAULT_FILTERS,
  type PipelineFilters,
  type PipelineView,
  readFilters,
  readView,
  writeFilters,
} from './pipeline-params';

const VIEW_STORAGE_KEY = 'scopewright.pipeline.view';

/**
 * The pipeline's filters, view and open deal live in the URL: a link shares them, and each change is a history
 * entry, so Back undoes a filter or closes the drawer. The view is also remembered for the next visit.
 */
export function usePipelineState() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const view: PipelineView = readView(params.get('view')) ?? readView(localSetting.get(VIEW_STORAGE_KEY)) ?? 'kanban';
  const openDealId = params.get('deal');

  const setFilters = useCallback(
    (patch: Partial<PipelineFilters>) => setParams((prev) => writeFilters(prev, { ...readFilters(prev), ...patch })),
    [setParams],
  );

  const clearFilters = useCallback(
    () => setParams((prev) => writeFilters(prev, { ...DEFAULT_FILTERS, sort: readFilters(prev).sort })),
    [setParams],
  );

  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      }),
    [setParams],
  );

  const setView = useCallback(
    (next: PipelineView) => {
      localSetting.set(VIEW_STORAGE_KEY, next);
      setParam('view', next);
    },
    [setParam],
  );

  const openDeal = useCallback((id: string | null) => setParam('deal', id), [setParam]);

  return { filters, setFilters, clearFilters, view, setView, openDealId, openDeal };
}
