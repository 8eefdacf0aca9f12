import { z } from '@hono/zod-openapi';
import {
  AUDIT_ACTOR_KIND_NAMES,
  AUDIT_CATEGORY_NAMES,
  AUDIT_LOG_EXPORT_MAX_ROWS,
  AUDIT_LOG_REQUIREMENT,
  AUDIT_LOG_TRUNCATED_HEADER,
  ExportAuditLogQuery,
  ListAuditLogQuery,
  PlatformExportAuditLogQuery,
  PlatformListAuditLogQuery,
} from '@scopewright/domain';
import { defineRoute, guarded, SUPER_ADMIN } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, jsonContent } from '../../platform/openapi';

const tags = ['audit-log'];
const workspace = { access: guarded(AUDIT_LOG_REQUIREMENT), tags };
const platform = { access: SUPER_ADMIN, tags };
const workspaceDenied = guardRefusals(
  'Not an admin of a workspace (a super admin reads every workspace’s entries on the platform door).',
);
const platformDenied = guardRefusals('Not a super admin.');
const badQuery = {
  400: errorResponse('Unknown query parameters (the workspace door takes no tenantId).'),
  422: errorResponse(
    'A filter breaks its rule, said in the message: a start date after the end date, an unknown category or ' +
      'action, an action outside the chosen category, a targetId without targetType, a limit outside 1–100, a ' +
      'page link (cursor) that cannot be read.',
  ),
};

const ChangeDoc = z.object({ before: z.unknown(), after: z.unknown() });

export const AuditLogEntryDoc = z
  .object({
    id: z.string(),
    occurredAt: z.string(),
    tenant: z
      .object({ id: z.string(), name: z.string().nullable() })
      .nullable()
      .openapi({
        description:
          'The platform door: the workspace the entry concerns (name null once it is deleted), null for a ' +
          'platform-wide entry. Always null on a workspace’s own door.',
      }),
    actor: z.object({
      kind: z.enum(AUDIT_ACTOR_KIND_NAMES),
      userId: z.string().nullable(),
      label: z.string().nullable().openapi({ description: 'The email or API key name at the time.' }),
    }),
    action: z.string().openapi({ description: 'Dotted name, e.g. member.role_changed.' }),
    actionLabel: z.string(),
    category: z.enum(AUDIT_CATEGORY_NAMES).nullable(),
    target: z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() }).nullable(),
    changes: z
      .record(z.string(), ChangeDoc)
      .nullable()
      .openapi({ description: 'Each changed field’s before and after; a secret reads "[changed]" on both sides.' }),
    reason: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    requestId: z.string().nullable(),
  })
  .openapi('AuditLogEntry');

const AuditLogPageDoc = z
  .object({
    items: z.array(AuditLogEntryDoc),
    hasMore: z.boolean(),
    nextCursor: z.string().nullable().openapi({ description: 'Pass as `cursor` for the next page; null on the last.' }),
  })
  .openapi('AuditLogPage');

const csvFile = {
  description:
    `The CSV file (attachment, UTF-8). At most ${AUDIT_LOG_EXPORT_MAX_ROWS.toLocaleString('en-US')} rows, newest ` +
    `first; \`${AUDIT_LOG_TRUNCATED_HEADER}: true\` when more matched.`,
  headers: {
    [AUDIT_LOG_TRUNCATED_HEADER]: { schema: { type: 'string' as const, enum: ['true', 'false'] } },
  },
  content: { 'text/csv': { schema: z.string() } },
};

const LIST =
  'Filters: from and to (UTC days, inclusive), category, action, actor (part of the email or key name, any case; ' +
  'tested on the rows read, so the slowest filter), targetType with targetId. Newest first, 50 a page (limit up to ' +
  '100), keyset paged: `nextCursor` and `hasMore`, no total. The log is read-only: nothing edits or deletes an entry.';
const EXPORT =
  'The same filters as CSV: time (ISO, UTC), workspace, actor, actor kind, action, target, changes ("field: before → ' +
  'after; …"), reason, IP, user agent, request id. Cells starting with = + - @ are prefixed so spreadsheets do ' +
  'not run them.';

export const listAuditLogRoute = defineRoute({
  ...workspace,
  method: 'get',
  path: '/api/audit-log',
  summary: `The workspace’s audit log (its admins). ${LIST}`,
  request: { query: ListAuditLogQuery },
  responses: { 200: jsonContent(AuditLogPageDoc, 'A page of entries.'), ...badQuery, ...workspaceDenied },
});

export const exportAuditLogRoute = defineRoute({
  ...workspace,
  method: 'get',
  path: '/api/audit-log/export',
  summary: `The workspace’s audit log as CSV. ${EXPORT}`,
  request: { query: ExportAuditLogQuery },
  responses: { 200: csvFile, ...badQuery, ...workspaceDenied },
});

export const platformListAuditLogRoute = defineRoute({
  ...platform,
  method: 'get',
  path: '/api/platform/audit-log',
  summary: `Every entry of the platform (super admins), with a tenantId filter; each names its workspace. ${LIST}`,
  request: { query: PlatformListAuditLogQuery },
  responses: { 200: jsonContent(AuditLogPageDoc, 'A page of entries.'), ...badQuery, ...platformDenied },
});

export const platformExportAuditLogRoute = defineRoute({
  ...platform,
  method: 'get',
  path: '/api/platform/audit-log/export',
  summary: `Every entry of the platform as CSV (super admins), with a tenantId filter. ${EXPORT}`,
  request: { query: PlatformExportAuditLogQuery },
  responses: { 200: csvFile, ...badQuery, ...platformDenied },
});
