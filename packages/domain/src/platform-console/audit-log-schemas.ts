import { z } from 'zod';
import { IsoDate } from '../validation/iso-date';
import { SafeText } from '../validation/safe-text';
import { AUDIT_ACTION_NAMES, AUDIT_ACTIONS, AUDIT_CATEGORIES, type AuditCategory } from './audit-actions';
import { AUDIT_LOG_PAGE_SIZE, AUDIT_LOG_PAGE_SIZE_MAX, AUDIT_LOG_TEXT_MAX } from './audit-log-api';
import { AUDIT_LOG_COPY as COPY } from './audit-log-copy';

export const AUDIT_CATEGORY_NAMES = Object.keys(AUDIT_CATEGORIES) as AuditCategory[];

/** A text filter: trimmed; empty means no filter. */
const QueryText = SafeText.pipe(
  z
    .string()
    .trim()
    .max(AUDIT_LOG_TEXT_MAX, { error: COPY.textTooLong(AUDIT_LOG_TEXT_MAX) }),
).transform((value) => (value === '' ? undefined : value));

/**
 * The audit log's filters (docs/decisions/0058-platform-console-and-audit-log.md); the workspace's door has no
 * tenantId (its own).
 */
const FILTERS = {
  /** The first and last day (UTC, inclusive) of the entry's time. */
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  category: z
    .enum(AUDIT_CATEGORY_NAMES, { error: (issue) => COPY.unknownCategory(String(issue.input), AUDIT_CATEGORY_NAMES) })
    .optional(),
  action: z.enum(AUDIT_ACTION_NAMES, { error: (issue) => COPY.unknownAction(String(issue.input)) }).optional(),
  /** Part of the actor's label (an email, an API key's name), any case. */
  actor: QueryText.optional(),
  /** What kind of record was acted on (`member`, `quote` …) and, with it, which one. */
  targetType: QueryText.optional(),
  targetId: QueryText.optional(),
};

const PLATFORM_FILTERS = { ...FILTERS, tenantId: z.uuid({ error: COPY.badUuid('tenantId') }).optional() };

const PAGING = {
  /** Opaque: the `nextCursor` of the page before. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number({ error: COPY.limitRange })
    .int({ error: COPY.limitRange })
    .min(1, { error: COPY.limitRange })
    .max(AUDIT_LOG_PAGE_SIZE_MAX, { error: COPY.limitRange })
    .default(AUDIT_LOG_PAGE_SIZE),
};

type Checked = {
  from?: string | undefined;
  to?: string | undefined;
  category?: AuditCategory | undefined;
  action?: keyof typeof AUDIT_ACTIONS | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
};

/** The rules between filters, each with its own message. */
function consistent(value: Checked, ctx: z.RefinementCtx) {
  if (value.from && value.to && value.from > value.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: COPY.invertedRange(value.from, value.to) });
  }
  if (value.category && value.action && AUDIT_ACTIONS[value.action].category !== value.category) {
    ctx.addIssue({
      code: 'custom',
      path: ['action'],
      message: COPY.actionOutsideCategory(value.action, value.category),
    });
  }
  if (value.targetId && !value.targetType) {
    ctx.addIssue({ code: 'custom', path: ['targetId'], message: COPY.targetIdNeedsType });
  }
}

export const ListAuditLogQuery = z.strictObject({ ...FILTERS, ...PAGING }).superRefine(consistent);
export type ListAuditLogQuery = z.input<typeof ListAuditLogQuery>;

export const PlatformListAuditLogQuery = z.strictObject({ ...PLATFORM_FILTERS, ...PAGING }).superRefine(consistent);
export type PlatformListAuditLogQuery = z.input<typeof PlatformListAuditLogQuery>;

export const ExportAuditLogQuery = z.strictObject(FILTERS).superRefine(consistent);
export type ExportAuditLogQuery = z.input<typeof ExportAuditLogQuery>;

export const PlatformExportAuditLogQuery = z.strictObject(PLATFORM_FILTERS).superRefine(consistent);
export type PlatformExportAuditLogQuery = z.input<typeof PlatformExportAuditLogQuery>;

/** What either door's filters come to once read (the workspace's door pins its own workspace instead of tenantId). */
export type AuditLogFilters = z.output<typeof PlatformExportAuditLogQuery>;
export type AuditLogListQuery = z.output<typeof PlatformListAuditLogQuery>;
