import { z } from 'zod';
import { getAccessSummary, type TenantAccessInput } from '../access/access-summary';
import { subscriptionPriceCents, type BillingInterval } from '../access/pricing';
import { PAID_TIERS, type PaidTier } from '../access/tiers';
import { IsoDate } from '../validation/iso-date';
import { SafeText } from '../validation/safe-text';
import { PLATFORM_WORKSPACES_COPY as COPY } from './platform-workspaces-copy';
import { pagingQuery } from '../validation/paging';

/**
 * A workspace's state as the console shows it, derived from the access summary the workspace itself sees
 * (docs/product-rules.md#access-summary): suspended, read-only because its trial ended, read-only by state,
 * on a trial, or on a paid plan.
 */
export const WORKSPACE_STATES = ['trial', 'paying', 'trial_expired', 'read_only', 'suspended'] as const;
export type WorkspaceState = (typeof WORKSPACE_STATES)[number];

/** The plan a workspace is on (or, read-only or suspended, was on): its trial or a paid tier. */
export const WORKSPACE_PLANS = ['trial', ...PAID_TIERS] as const;
export type WorkspacePlan = (typeof WORKSPACE_PLANS)[number];

export const WORKSPACE_SORTS = ['name', 'created', 'trialEnd', 'lastActive'] as const;
export type WorkspaceSort = (typeof WORKSPACE_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** Each sort's direction when none is asked for: names A→Z, newest first, soonest trial end first, latest activity first. */
export const WORKSPACE_SORT_DEFAULT_DIR: Record<WorkspaceSort, SortDirection> = {
  name: 'asc',
  created: 'desc',
  trialEnd: 'asc',
  lastActive: 'desc',
};
export const WORKSPACE_DEFAULT_SORT: WorkspaceSort = 'created';

export const PLATFORM_WORKSPACES_PAGE_SIZE = 50;
export const PLATFORM_WORKSPACES_PAGE_SIZE_MAX = 100;
/** Matches are counted exactly up to this many (as the email log's): beyond it the total reads "10,000+". */
export const PLATFORM_WORKSPACES_COUNT_CAP = 10_000;
/** The CSV export holds at most this many rows. */
export const PLATFORM_WORKSPACES_EXPORT_CAP = 50_000;
export const PLATFORM_WORKSPACES_TEXT_MAX = 200;
export const TRIAL_ENDS_WITHIN_MAX_DAYS = 90;
export const ACTIVITY_MAX_DAYS = 3650;

const isPaidTier = (value: unknown): value is PaidTier =>
  typeof value === 'string' && (PAID_TIERS as readonly string[]).includes(value);

/** The state a workspace is in `now`, by the access summary's own rules (so it matches what its members see). */
export function workspaceStateOf(tenant: TenantAccessInput, now: Date): WorkspaceState {
  const summary = getAccessSummary(tenant, now);
  if (summary.isSuspended) return 'suspended';
  if (summary.isReadOnly) return tenant.activeTier === 'read_only' ? 'read_only' : 'trial_expired';
  return summary.isTrial ? 'trial' : 'paying';
}

/**
 * The plan a workspace is on: its paid tier, `trial` while on (or just past) its trial; a read-only or suspended
 * workspace keeps the plan it chose (selected tier), null when that is no paid plan.
 */
export function workspacePlanOf(tenant: { activeTier: string; selectedTier: string | null }): WorkspacePlan | null {
  if (isPaidTier(tenant.activeTier)) return tenant.activeTier;
  if (tenant.activeTier === 'trial' || tenant.activeTier === 'readonly_trial_expired') return 'trial';
  return isPaidTier(tenant.selectedTier) ? tenant.selectedTier : null;
}

/**
 * Monthly recurring revenue of one plan in integer cents: the period's list price for the seats
 * (`subscriptionPriceCents`, the plan's seat minimum applied), an annual price divided by 12 and rounded.
 */
export function monthlyRecurringCents(tier: PaidTier, seats: number, interval: BillingInterval): number {
  const price = subscriptionPriceCents(tier, seats, interval);
  return interval === 'annual' ? Math.round(price / 12) : price;
}

const QueryText = SafeText.pipe(
  z
    .string()
    .trim()
    .max(PLATFORM_WORKSPACES_TEXT_MAX, { error: COPY.textTooLong(PLATFORM_WORKSPACES_TEXT_MAX) }),
).transform((value) => (value === '' ? undefined : value));

const wholeDays = (field: string, max: number) =>
  z.coerce
    .number({ error: COPY.daysRange(field, max) })
    .int({ error: COPY.daysRange(field, max) })
    .min(1, { error: COPY.daysRange(field, max) })
    .max(max, { error: COPY.daysRange(field, max) });

/** The MSP list's filters (Super admin → MSPs), shared by the list and its CSV export. */
const FILTERS = {
  /** Part of the name or domain, or of a member's (the owner's included) email address, any case. */
  q: QueryText.optional(),
  tier: z.enum(WORKSPACE_PLANS, { error: (issue) => COPY.unknownTier(String(issue.input)) }).optional(),
  state: z.enum(WORKSPACE_STATES, { error: (issue) => COPY.unknownState(String(issue.input)) }).optional(),
  /** On a trial that ends within this many days from now (1–90). */
  trialEndsWithinDays: wholeDays('trialEndsWithinDays', TRIAL_ENDS_WITHIN_MAX_DAYS).optional(),
  /** Created on or after this UTC day … */
  createdFrom: IsoDate.optional(),
  /** … and on or before this one. */
  createdTo: IsoDate.optional(),
  /** A member signed in within this many days. */
  activeWithinDays: wholeDays('activeWithinDays', ACTIVITY_MAX_DAYS).optional(),
  /** No member signed in for this many days (never counts as inactive). */
  inactiveForDays: wholeDays('inactiveForDays', ACTIVITY_MAX_DAYS).optional(),
  sort: z
    .enum(WORKSPACE_SORTS, { error: (issue) => COPY.unknownSort(String(issue.input)) })
    .default(WORKSPACE_DEFAULT_SORT),
  /** The sort's own default when absent (WORKSPACE_SORT_DEFAULT_DIR). */
  dir: z.enum(SORT_DIRECTIONS, { error: (issue) => COPY.unknownDir(String(issue.input)) }).optional(),
};

const PAGING = pagingQuery({ size: PLATFORM_WORKSPACES_PAGE_SIZE, max: PLATFORM_WORKSPACES_PAGE_SIZE_MAX });

type Refinable = {
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  activeWithinDays?: number | undefined;
  inactiveForDays?: number | undefined;
};
const datesInOrder = (v: Refinable) => !v.createdFrom || !v.createdTo || v.createdFrom <= v.createdTo;
const activityOverlaps = (v: Refinable) =>
  v.activeWithinDays === undefined || v.inactiveForDays === undefined || v.activeWithinDays > v.inactiveForDays;
const shallow = (v: { page: number; pageSize: number }) => (v.page - 1) * v.pageSize < PLATFORM_WORKSPACES_COUNT_CAP;

export const PlatformWorkspacesExportQuery = z
  .strictObject(FILTERS)
  .refine(datesInOrder, { error: COPY.invertedDates, path: ['createdFrom'] })
  .refine(activityOverlaps, { error: COPY.activityNeverMet, path: ['activeWithinDays'] });
export type PlatformWorkspacesExportQuery = z.input<typeof PlatformWorkspacesExportQuery>;
export type PlatformWorkspacesFilters = z.output<typeof PlatformWorkspacesExportQuery>;

export const PlatformWorkspacesQuery = z
  .strictObject({ ...FILTERS, ...PAGING })
  .refine(datesInOrder, { error: COPY.invertedDates, path: ['createdFrom'] })
  .refine(activityOverlaps, { error: COPY.activityNeverMet, path: ['activeWithinDays'] })
  .refine(shallow, { error: COPY.pageTooDeep(PLATFORM_WORKSPACES_COUNT_CAP), path: ['page'] });
export type PlatformWorkspacesQuery = z.input<typeof PlatformWorkspacesQuery>;
export type PlatformWorkspacesListQuery = z.output<typeof PlatformWorkspacesQuery>;

/** One MSP workspace as the console lists it. */
export interface PlatformWorkspaceRow {
  id: string;
  name: string;
  domain: string | null;
  /** The owner (`is_owner`), else the workspace's first admin; null when it has neither. */
  owner: { name: string | null; email: string } | null;
  tier: WorkspacePlan | null;
  state: WorkspaceState;
  trialEndDate: string | null;
  /** Members holding a seat (users and admins; pending users do not). */
  members: number;
  /** Seats billed: the live Stripe subscription's, or for a plan paid without Stripe its members at the plan's minimum. */
  seats: number | null;
  /** Monthly recurring revenue in cents (USD, list prices): see monthlyRecurringCents. */
  mrrCents: number;
  /** Billed through a live Stripe subscription. */
  billedByStripe: boolean;
  createdAt: string;
  lastActiveAt: string | null;
}

export interface PlatformWorkspacesPage {
  items: PlatformWorkspaceRow[];
  page: number;
  pageSize: number;
  sort: WorkspaceSort;
  dir: SortDirection;
  /** Exact up to PLATFORM_WORKSPACES_COUNT_CAP; `totalIsCapped` says there are more. */
  total: number;
  totalIsCapped: boolean;
}
