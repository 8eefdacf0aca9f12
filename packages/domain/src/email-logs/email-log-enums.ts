import { TIME_RANGES, type TimeRange } from '../quotes/quote-enums';

/**
 * An email's status moves forward only (docs/decisions/0054-email-logs-and-metrics.md): queued → sent → delivered →
 * opened → clicked; bounced and complained end it; failed means it never left us.
 */
export const EMAIL_LOG_STATUSES = [
  'queued',
  'sent',
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'complained',
  'failed',
] as const;
export type EmailLogStatus = (typeof EMAIL_LOG_STATUSES)[number];

export const EMAIL_LOG_TYPES = ['transactional', 'system'] as const;
export type EmailLogType = (typeof EMAIL_LOG_TYPES)[number];

/** 50 a page, the first page is 1. */
export const EMAIL_LOG_PAGE_SIZE = 50;
export const EMAIL_LOG_PAGE_SIZE_MAX = 100;
/** Matches are counted exactly up to this many; beyond it the total reads "10,000+" and deeper pages are refused. */
export const EMAIL_LOG_COUNT_CAP = 10_000;
/**
 * A text search whose words are common (on a tenth or more of the newest emails) is counted up to this many, newest
 * first: beyond it the total reads "1,000+" and its pages stop there. Counting a common word to 10,000 read tens of
 * thousands of emails on every search.
 */
export const EMAIL_LOG_SEARCH_COUNT_CAP = 1_000;

/** The metrics' time ranges: the calendar period containing now, in UTC (today per hour, the others per day). */
export const EMAIL_METRIC_RANGES = TIME_RANGES;
export type EmailMetricRange = TimeRange;
export const EMAIL_METRIC_DEFAULT_RANGE: EmailMetricRange = 'month';

export const EMAIL_LOG_TEXT_MAX = 200;
