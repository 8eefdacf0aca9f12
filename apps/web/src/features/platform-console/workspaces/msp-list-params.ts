import type { MSP_LIST_COPY } from '@scopewright/domain';
import {
  isIsoDate,
  PLATFORM_WORKSPACES_PAGE_SIZE,
  PLATFORM_WORKSPACES_TEXT_MAX,
  SORT_DIRECTIONS,
  WORKSPACE_DEFAULT_SORT,
  WORKSPACE_PLANS,
  WORKSPACE_SORT_DEFAULT_DIR,
  WORKSPACE_SORTS,
  WORKSPACE_STATES,
  type SortDirection,
  type WorkspacePlan,
  type WorkspaceSort,
  type WorkspaceState,
} from '@scopewright/domain';
import { useSearchParams } from 'react-router';
import type { PlatformWorkspacesFilters, PlatformWorkspacesQuery } from '@/data/platform-workspaces';

export const TRIAL_WINDOWS = [3, 7, 14, 30, 90] as const;
export type Activity = keyof typeof MSP_LIST_COPY.activities;
const ACTIVITY_DAYS: Record<Activity, { activeWithinDays?: number; inactiveForDays?: number }> = {
  active7: { activeWithinDays: 7 },
  active30: { activeWithinDays: 30 },
  idle30: { inactiveForDays: 30 },
  idle90: { inactiveForDays: 90 },
};
const ACTIVITIES = Object.keys(ACTIVITY_DAYS) as Activity[];

/** The screen's state in the URL: filters, sort and page (shareable; Back restores it). */
export interface MspListView {
  q?: string;
  tier?: WorkspacePlan;
  state?: WorkspaceState;
  trialEnds?: (typeof TRIAL_WINDOWS)[number];
  activity?: Activity;
  createdFrom?: string;
  createdTo?: string;
  sort: WorkspaceSort;
  dir: SortDirection;
  page: number;
}

const pick = <T extends string | number>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => String(v) === value);

/** The view the URL describes; anything unreadable is left out (the API would refuse it). */
export function readMspListView(params: URLSearchParams): MspListView {
  const sort = pick(WORKSPACE_SORTS, params.get('sort')) ?? WORKSPACE_DEFAULT_SORT;
  const page = Number(params.get('page'));
  const createdFrom = params.get('createdFrom') ?? '';
  const createdTo = params.get('createdTo') ?? '';
  const q = params.get('q')?.trim().slice(0, PLATFORM_WORKSPACES_TEXT_MAX);
  const view: MspListView = {
    sort,
    dir: pick(SORT_DIRECTIONS, params.get('dir')) ?? WORKSPACE_SORT_DEFAULT_DIR[sort],
    page: Number.isInteger(page) && page >= 1 && page <= 200 ? page : 1,
  };
  if (q) view.q = q;
  const tier = pick(WORKSPACE_PLANS, params.get('tier'));
  if (tier) view.tier = tier;
  const state = pick(WORKSPACE_STATES, params.get('state'));
  if (state) view.state = state;
  const trialEnds = pick(TRIAL_WINDOWS, params.get('trialEnds'));
  if (trialEnds) view.trialEnds = trialEnds;
  const activity = pick(ACTIVITIES, params.get('activity'));
  if (activity) view.activity = activity;
  if (isIsoDate(createdFrom)) view.createdFrom = createdFrom;
  if (isIsoDate(createdTo) && (!view.createdFrom || createdTo >= view.createdFrom)) view.createdTo = createdTo;
  return view;
}

const FILTER_KEYS = ['q', 'tier', 'state', 'trialEnds', 'activity', 'createdFrom', 'createdTo'] as const;
export type MspListFilters = Pick<MspListView, (typeof FILTER_KEYS)[number]>;

export const filtersOf = (view: MspListView): MspListFilters =>
  Object.fromEntries(FILTER_KEYS.filter((key) => view[key] !== undefined).map((key) => [key, view[key]]));

export function writeMspListView(prev: URLSearchParams, view: MspListView): URLSearchParams {
  const out = new URLSearchParams(prev);
  for (const key of [...FILTER_KEYS, 'sort', 'dir', 'page']) out.delete(key);
  for (const key of FILTER_KEYS) {
    const value = view[key];
    if (value !== undefined && value !== '') out.set(key, String(value));
  }
  if (view.sort !== WORKSPACE_DEFAULT_SORT) out.set('sort', view.sort);
  if (view.dir !== WORKSPACE_SORT_DEFAULT_DIR[view.sort]) out.set('dir', view.dir);
  if (view.page > 1) out.set('page', String(view.page));
  return out;
}

/** What the export takes: the filters and the sort, in the API's terms. */
export function exportQueryOf(view: MspListView): PlatformWorkspacesFilters {
  const { trialEnds, activity, page: _page, ...rest } = view;
  return {
    ...rest,
    ...(trialEnds ? { trialEndsWithinDays: trialEnds } : {}),
    ...(activity ? ACTIVITY_DAYS[activity] : {}),
  };
}

/** The list's query: the export's plus the page (50 a page). */
export const listQueryOf = (view: MspListView): PlatformWorkspacesQuery => ({
  ...exportQueryOf(view),
  page: view.page,
  pageSize: PLATFORM_WORKSPACES_PAGE_SIZE,
});

export function useMspListView() {
  const [params, setParams] = useSearchParams();
  const view = readMspListView(params);
  const update = (change: Partial<MspListView>, options: { replace?: boolean } = {}) =>
    setParams((prev) => writeMspListView(prev, { ...readMspListView(prev), ...change }), options);
  /** New filters start again at page 1. */
  const setFilters = (filters: MspListFilters) =>
    setParams((prev) => {
      const current = readMspListView(prev);
      return writeMspListView(prev, { sort: current.sort, dir: current.dir, page: 1, ...filters });
    });
  return { view, update, setFilters };
}
