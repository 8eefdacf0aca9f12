import { FIGURE_LABELS } from './quote-figures';
import { formatQuoteNumber, type QuoteStatus } from './quote-enums';

/** Below this margin the list and the home colour a quote's margin (docs/product-rules.md#ui-rules). */
export const DEFAULT_MARGIN_TARGET_BPS = 3000;

export const isMarginBelowTarget = (marginBps: number | null, targetBps = DEFAULT_MARGIN_TARGET_BPS): boolean =>
  marginBps !== null && marginBps < targetBps;

/** The kanban's columns, in the order a quote moves through them (superseded and archived are not columns). */
export const KANBAN_STATUSES = [
  'draft',
  'sent',
  'viewed',
  'accepted',
  'declined',
  'expired',
] as const satisfies readonly QuoteStatus[];

/** Statuses a user can filter the list by (superseded is a version's state; archived is its own toggle). */
export const FILTERABLE_STATUSES: readonly QuoteStatus[] = KANBAN_STATUSES;

export const quoteLabel = (quote: { number: number; title: string }): string =>
  `${formatQuoteNumber(quote.number)} · ${quote.title}`;

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const QUOTE_LIST_COPY = {
  title: 'Quotes',
  newQuote: 'New quote',
  searchLabel: 'Search quotes',
  searchPlaceholder: 'Search title, Q-number or client',
  emptyTitle: 'No quotes yet',
  emptyBody: 'Describe a project to get a scope in seconds',
  emptyArchivedTitle: 'No archived quotes',
  emptyArchivedBody: 'Quotes you archive leave the list but keep their history; they wait here.',
  noMatchesTitle: 'No quotes match these filters',
  noMatchesBody: 'Try another search, or clear the filters to see every quote.',
  clearFilters: 'Clear filters',
  loadMore: 'Load more',
  showArchived: 'Show archived',
  loadError: 'The quotes could not be loaded.',
  /** `isExact` false: the API counted no further than `total` ("1,000+ quotes", ADR 0036). */
  matches: (shown: number, total: number, isExact = true) =>
    !isExact
      ? `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}+ quotes`
      : shown >= total
        ? plural(total, 'quote')
        : `${shown.toLocaleString('en-US')} of ${plural(total, 'quote')}`,
  count: (total: number, isExact: boolean) => `${total.toLocaleString('en-US')}${isExact ? '' : '+'}`,
  selected: (n: number) => `${n.toLocaleString('en-US')} selected`,
  archived: (n: number) => `${plural(n, 'quote')} archived.`,
  unarchived: (n: number) => `${plural(n, 'quote')} restored to the list.`,
  duplicated: (number: number) => `Duplicated as ${formatQuoteNumber(number)}.`,
  deleteTitle: (label: string) => `Delete ${label}?`,
  deleteDescription:
    'The quote, every version and its history are removed for good. This cannot be undone. Archive it instead to keep the record.',
  deleted: (label: string) => `${label} deleted.`,
  limitReached: 'Your plan’s quote limit is reached. Upgrade your plan in Billing to create more quotes.',
  upgradeLink: 'View plans in Billing',
  askAdminToUpgrade: 'Ask a workspace admin to upgrade the plan.',
  columnMore: (loaded: number, total: number, isExact = true) =>
    `Total of the first ${loaded.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}${isExact ? '' : '+'}`,
  noOwner: 'Unassigned',
} as const;

/** The list's figure columns: labels from the one definition (ADR 0026), all before tax. */
export const QUOTE_LIST_FIGURES = {
  oneTime: FIGURE_LABELS.oneTime,
  mrr: FIGURE_LABELS.mrr,
  tcv: FIGURE_LABELS.tcv,
  margin: 'Margin',
  noContractValue: 'No recurring revenue: no contract value beyond the one-time amount',
} as const;

export const HOME_COPY = {
  title: 'Dashboard',
  describeHeading: 'Describe a project',
  describeLabel: 'What does the client need?',
  describePlaceholder:
    'e.g. Migrate 45 users from on-prem Exchange to Microsoft 365, with Intune for 60 laptops and a new firewall at two sites',
  describeHint: 'Your description opens the quote wizard, ready to build the scope from it.',
  describeSubmit: 'Start scoping',
  figuresHeading: 'Key figures',
  openValue: 'Open one-time value (excl. tax)',
  openValueHint: 'One-time value before tax of quotes with the client (sent or viewed)',
  mrrQuoted: 'MRR quoted (excl. tax)',
  mrrQuotedHint: 'Monthly recurring revenue before tax of quotes sent in this period',
  sentCount: 'Sent',
  acceptedCount: 'Accepted (of those sent)',
  acceptedCountHint: 'Quotes sent in this period that the client has accepted',
  acceptanceRate: FIGURE_LABELS.acceptanceRate,
  acceptanceRateHint: 'Of the quotes sent in this period, the share accepted so far; open ones count until accepted',
  noDecisions: 'Nothing sent yet',
  recentHeading: 'Recent quotes',
  recentEmpty: 'Quotes you create or edit show up here.',
  awaitingHeading: 'Awaiting the client',
  awaitingEmpty: 'Nothing waiting: no sent quote is open with a client.',
  viewAll: 'View all quotes',
  loadError: 'The dashboard figures could not be loaded.',
  emptyTitle: 'Build your first quote',
  emptyBody: 'Describe a project to get a scope in seconds, or start a quote from scratch.',
} as const;

const DAY_MS = 86_400_000;

/** Whole calendar days (UTC) between `iso` and `now`; never negative. */
export function daysSince(iso: string, now: Date = new Date()): number {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return 0;
  const startOf = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Math.max(0, Math.round((startOf(now) - startOf(then)) / DAY_MS));
}

/** "Sent today", "Sent yesterday", "Sent 12 days ago". */
export function formatSentAgo(iso: string, now: Date = new Date()): string {
  const days = daysSince(iso, now);
  if (days === 0) return 'Sent today';
  if (days === 1) return 'Sent yesterday';
  return `Sent ${days.toLocaleString('en-US')} days ago`;
}
