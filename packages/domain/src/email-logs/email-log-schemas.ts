import { z } from 'zod';
import { IsoDate } from '../validation/iso-date';
import { SafeText } from '../validation/safe-text';
import { EMAIL_LOG_COPY as COPY } from './email-log-copy';
import {
  EMAIL_LOG_COUNT_CAP,
  EMAIL_LOG_PAGE_SIZE,
  EMAIL_LOG_PAGE_SIZE_MAX,
  EMAIL_LOG_STATUSES,
  EMAIL_LOG_TEXT_MAX,
  EMAIL_LOG_TYPES,
  EMAIL_METRIC_DEFAULT_RANGE,
  EMAIL_METRIC_RANGES,
} from './email-log-enums';
import { pagingQuery } from '../validation/paging';

const QueryUuid = (field: string) => z.uuid({ error: COPY.badUuid(field) });

/** A text filter: trimmed; empty means no filter. */
const QueryText = SafeText.pipe(
  z
    .string()
    .trim()
    .max(EMAIL_LOG_TEXT_MAX, { error: COPY.textTooLong(EMAIL_LOG_TEXT_MAX) }),
).transform((value) => (value === '' ? undefined : value));

/** The filters on the email log (docs/product-rules.md#email-log) (the workspace's door: its own workspace, so no tenantId). */
const FILTERS = {
  userId: QueryUuid('userId').optional(),
  emailType: z.enum(EMAIL_LOG_TYPES, { error: (issue) => COPY.unknownType(String(issue.input)) }).optional(),
  status: z.enum(EMAIL_LOG_STATUSES, { error: (issue) => COPY.unknownStatus(String(issue.input)) }).optional(),
  templateName: QueryText.optional(),
  /** Part of the recipient's address, any case. */
  recipient: QueryText.optional(),
  /** The first and last day (UTC, inclusive) of the email's time: when it was sent, or queued if never sent. */
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  /** Words anywhere in the subject or the recipient, any case. */
  q: QueryText.optional(),
};

const PLATFORM_FILTERS = { ...FILTERS, tenantId: QueryUuid('tenantId').optional() };

const PAGING = pagingQuery({ size: EMAIL_LOG_PAGE_SIZE, max: EMAIL_LOG_PAGE_SIZE_MAX });

const RANGE = {
  range: z
    .enum(EMAIL_METRIC_RANGES, { error: (issue) => COPY.unknownRange(String(issue.input)) })
    .default(EMAIL_METRIC_DEFAULT_RANGE),
};

type Dated = { from?: string | undefined; to?: string | undefined };
const inOrder = (value: Dated) => !value.from || !value.to || value.from <= value.to;
const orderCheck = { error: COPY.invertedRange, path: ['from'] };

type Paged = { page: number; pageSize: number };
/** Pages stop at the counted matches (EMAIL_LOG_COUNT_CAP): deeper offsets would scan without end. */
const shallow = (value: Paged) => (value.page - 1) * value.pageSize < EMAIL_LOG_COUNT_CAP;
const depthCheck = { error: COPY.pageTooDeep, path: ['page'] };

export const ListEmailLogsQuery = z
  .strictObject({ ...FILTERS, ...PAGING })
  .refine(inOrder, orderCheck)
  .refine(shallow, depthCheck);
export type ListEmailLogsQuery = z.input<typeof ListEmailLogsQuery>;

export const PlatformListEmailLogsQuery = z
  .strictObject({ ...PLATFORM_FILTERS, ...PAGING })
  .refine(inOrder, orderCheck)
  .refine(shallow, depthCheck);
export type PlatformListEmailLogsQuery = z.input<typeof PlatformListEmailLogsQuery>;

export const EmailMetricsQuery = z.strictObject({ ...FILTERS, ...RANGE }).refine(inOrder, orderCheck);
export type EmailMetricsQuery = z.input<typeof EmailMetricsQuery>;

export const PlatformEmailMetricsQuery = z.strictObject({ ...PLATFORM_FILTERS, ...RANGE }).refine(inOrder, orderCheck);
export type PlatformEmailMetricsQuery = z.input<typeof PlatformEmailMetricsQuery>;

/** What either door's filters come to once read (the workspace's door adds its own tenant). */
export type EmailLogFilters = z.output<typeof PlatformListEmailLogsQuery>;
export type EmailMetricsFilters = z.output<typeof PlatformEmailMetricsQuery>;

export const EmailWorkspacesQuery = z.strictObject({ q: QueryText.optional() });
export type EmailWorkspacesQuery = z.input<typeof EmailWorkspacesQuery>;
