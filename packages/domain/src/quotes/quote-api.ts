import { z } from 'zod';
import type { QuoteTotals } from './pricing-types';
import { QuoteContentInput, QUOTE_COPY } from './quote-content';
import { IsoDate } from '../validation/iso-date';
import { QUOTE_ACTIVITY_TYPES, QUOTE_STATUSES, TIME_RANGES, VERSION_ORIGINS } from './quote-enums';

const Title = z.string().trim().min(1, { error: QUOTE_COPY.titleRequired }).max(200);
const CurrencyCode = z.string().regex(/^[A-Z]{3}$/);

/** POST /api/quotes: a new draft (v1). Content may be given (duplicate from the wizard's first save, AI). */
export const CreateQuoteInput = z.strictObject({
  clientId: z.uuid({ error: QUOTE_COPY.clientRequired }),
  contactId: z.uuid().nullable().optional(),
  title: Title,
  validUntil: IsoDate.nullable().optional(),
  /** Defaults to the client's currency. */
  currency: CurrencyCode.optional(),
  content: QuoteContentInput.optional(),
  /** The deal (of the same client) the quote is for; its first quote becomes its primary one (ADR 0047). */
  opportunityId: z.uuid().nullable().optional(),
  /** Without `opportunityId`: opens a deal for the quote, named after it, in the pipeline's first open stage. */
  newOpportunity: z.boolean().optional(),
});
export type CreateQuoteInput = z.input<typeof CreateQuoteInput>;

/** PUT /api/quotes/{id}/draft: the autosave of the current draft version; a stale lockVersion gets 409. */
export const SaveQuoteDraftInput = z.strictObject({
  lockVersion: z.number().int().min(1),
  title: Title,
  clientId: z.uuid({ error: QUOTE_COPY.clientRequired }),
  contactId: z.uuid().nullable(),
  validUntil: IsoDate.nullable(),
  currency: CurrencyCode,
  content: QuoteContentInput,
  /** Omitted: the link stays; null: unlinked; an id: linked to that deal of the same client (ADR 0047). */
  opportunityId: z.uuid().nullable().optional(),
});
export type SaveQuoteDraftInput = z.input<typeof SaveQuoteDraftInput>;

export const QUOTE_SORTS = [
  'updated',
  'created',
  'number',
  'title',
  'client',
  'one_time',
  'mrr',
  'tcv',
  'margin',
] as const;
export type QuoteSort = (typeof QUOTE_SORTS)[number];

const csv = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(item));

/** GET /api/quotes query. `cursor` is opaque (keyset on the sort key and id). */
export const QuoteListQuery = z.strictObject({
  q: z.string().trim().max(200).optional(),
  status: csv(z.enum(QUOTE_STATUSES)).optional(),
  clientId: z.uuid().optional(),
  ownerId: z.uuid().optional(),
  range: z.enum(TIME_RANGES).optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  archived: z.enum(['exclude', 'include', 'only']).default('exclude'),
  sort: z.enum(QUOTE_SORTS).default('updated'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type QuoteListQuery = z.input<typeof QuoteListQuery>;

export const PersonRef = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });
export const ClientRef = z.object({ id: z.string(), name: z.string() });

export const QuoteListItem = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  status: z.enum(QUOTE_STATUSES),
  client: ClientRef,
  owner: PersonRef.nullable(),
  currency: z.string(),
  versionNo: z.number().int(),
  oneTimeTotalCents: z.number().int(),
  mrrCents: z.number().int(),
  tcvCents: z.number().int(),
  marginBps: z.number().int().nullable(),
  validUntil: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QuoteListItem = z.infer<typeof QuoteListItem>;

export const QuoteListPage = z.object({
  items: z.array(QuoteListItem),
  nextCursor: z.string().nullable(),
  /** Matches of the filters (all pages); when `totalIsExact` is false, a lower bound ("1,000+"). */
  total: z.number().int(),
  totalIsExact: z.boolean(),
});
export type QuoteListPage = z.infer<typeof QuoteListPage>;

export const QuoteVersionSummary = z.object({
  id: z.string(),
  versionNo: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  createdFrom: z.enum(VERSION_ORIGINS),
  oneTimeTotalCents: z.number().int(),
  mrrCents: z.number().int(),
  tcvCents: z.number().int(),
  createdBy: PersonRef.nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type QuoteVersionSummary = z.infer<typeof QuoteVersionSummary>;

/** GET /api/quotes/{id}: the quote, its current version's content and authoritative totals, its history. */
export const QuoteDetail = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  status: z.enum(QUOTE_STATUSES),
  client: ClientRef.extend({ currency: z.string() }),
  contactId: z.string().nullable(),
  owner: PersonRef.nullable(),
  currency: z.string(),
  validUntil: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.object({
    id: z.string(),
    versionNo: z.number().int(),
    status: z.enum(QUOTE_STATUSES),
    lockVersion: z.number().int(),
    isFrozen: z.boolean(),
    updatedAt: z.string(),
    updatedBy: PersonRef.nullable(),
    content: z.custom<z.output<typeof QuoteContentInput>>(),
    /** calculateQuoteTotals(content), computed by the API. */
    totals: z.custom<QuoteTotals>(),
  }),
  versions: z.array(QuoteVersionSummary),
});
export type QuoteDetail = z.infer<typeof QuoteDetail>;

export const SaveQuoteDraftResult = z.object({
  lockVersion: z.number().int(),
  updatedAt: z.string(),
  totals: z.custom<QuoteTotals>(),
});
export type SaveQuoteDraftResult = z.infer<typeof SaveQuoteDraftResult>;

/** 409 details of a stale save: who saved, when, and what they changed compared with the caller's base. */
export const QuoteConflictDetails = z.object({
  currentLockVersion: z.number().int(),
  updatedAt: z.string(),
  updatedBy: PersonRef.nullable(),
  changes: z.array(z.string()),
});
export type QuoteConflictDetails = z.infer<typeof QuoteConflictDetails>;

export const LineChange = z.object({
  key: z.string(),
  sectionName: z.string(),
  name: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  /** Field names that differ, for a changed line. */
  fields: z.array(z.string()),
  beforeNetCents: z.number().int().nullable(),
  afterNetCents: z.number().int().nullable(),
});
export type LineChange = z.infer<typeof LineChange>;

/** GET /api/quotes/{id}/compare?from=1&to=2 */
export const QuoteComparison = z.object({
  from: QuoteVersionSummary,
  to: QuoteVersionSummary,
  lines: z.array(LineChange),
  totals: z.array(
    z.object({
      /** Stable key: one_time_total | mrr | tcv | hours | margin. */
      key: z.string(),
      label: z.string(),
      /** How to format before/after: cents, minutes or basis points. */
      unit: z.enum(['money', 'minutes', 'bps']),
      before: z.number().int(),
      after: z.number().int(),
    }),
  ),
});
export type QuoteComparison = z.infer<typeof QuoteComparison>;

export const QuoteActivityEntry = z.object({
  id: z.string(),
  type: z.enum(QUOTE_ACTIVITY_TYPES),
  actor: PersonRef.nullable(),
  /** The API key that acted (the public API), when no person did. */
  apiKey: z.object({ id: z.string(), name: z.string() }).nullable(),
  versionNo: z.number().int().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type QuoteActivityEntry = z.infer<typeof QuoteActivityEntry>;

export const BulkQuoteIdsInput = z.strictObject({ ids: z.array(z.uuid()).min(1).max(100) });
export type BulkQuoteIdsInput = z.infer<typeof BulkQuoteIdsInput>;

/** GET /api/dashboard/summary?range=month */
export const DashboardSummary = z.object({
  range: z.enum(TIME_RANGES),
  currency: z.string(),
  openQuoteValueCents: z.number().int(),
  mrrQuotedCents: z.number().int(),
  sentCount: z.number().int(),
  acceptedCount: z.number().int(),
  /** acceptanceRateBps(accepted, sent): quotes sent in the range that are accepted ÷ quotes sent; null when none sent. */
  acceptanceRateBps: z.number().int().nullable(),
  recentQuotes: z.array(QuoteListItem),
  awaitingClient: z.array(QuoteListItem),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

/** GET /api/quotes/{id}/versions/{versionNo}: one version of the history with its content and totals. */
export const QuoteVersionDetail = QuoteVersionSummary.extend({
  isCurrent: z.boolean(),
  content: z.custom<z.output<typeof QuoteContentInput>>(),
  totals: z.custom<QuoteTotals>(),
});
export type QuoteVersionDetail = z.infer<typeof QuoteVersionDetail>;
