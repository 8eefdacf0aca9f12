import { z } from '@hono/zod-openapi';
import {
  EMAIL_ANALYTICS_REQUIREMENT,
  EMAIL_LOG_STATUSES,
  EMAIL_LOG_TYPES,
  EMAIL_METRIC_RANGES,
  EmailMetricsQuery,
  EmailWorkspacesQuery,
  ListEmailLogsQuery,
  PlatformEmailMetricsQuery,
  PlatformListEmailLogsQuery,
} from '@scopewright/domain';
import { defineRoute, guarded, SUPER_ADMIN } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, jsonContent } from '../../platform/openapi';

const tags = ['email-logs'];
const workspace = { access: guarded(EMAIL_ANALYTICS_REQUIREMENT), tags };
const platform = { access: SUPER_ADMIN, tags };
const workspaceDenied = guardRefusals(
  'Not an admin of a workspace (a super admin reads every workspace’s on the platform door).',
);
const platformDenied = guardRefusals('Not a super admin.');
const badQuery = {
  400: errorResponse('Unknown query parameters.'),
  422: errorResponse(
    'A filter breaks its rule, said in the message: an unknown status, type or range; a start date after the end ' +
      'date; an id that is not a UUID; a page below 1 or beyond the 10,000 counted matches.',
  ),
};
const notFound = { 404: errorResponse('Email log not found (another workspace’s email reads the same).') };

const Status = z.enum(EMAIL_LOG_STATUSES);
const StatusCountsDoc = z
  .object(Object.fromEntries(EMAIL_LOG_STATUSES.map((s) => [s, z.number().int()])))
  .openapi('EmailStatusCounts');

export const EmailLogSummaryDoc = z
  .object({
    id: z.string(),
    tenantId: z.string().nullable(),
    workspaceName: z.string().nullable().openapi({ description: 'On the platform door; null for system emails.' }),
    userId: z.string().nullable(),
    emailType: z.enum(EMAIL_LOG_TYPES),
    status: Status,
    templateName: z.string().nullable(),
    recipientEmail: z.string(),
    subject: z.string(),
    sentAt: z.string().nullable(),
    queuedAt: z.string(),
    error: z.string().nullable(),
    resentFromId: z.string().nullable(),
    lastEventAt: z.string().nullable(),
  })
  .openapi('EmailLogSummary');

const EmailLogPageDoc = z
  .object({
    items: z.array(EmailLogSummaryDoc),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int().openapi({ description: 'Exact up to 10,000.' }),
    totalIsCapped: z.boolean().openapi({ description: 'More than 10,000 match: the screen reads "10,000+".' }),
    templates: z
      .array(z.object({ alias: z.string(), name: z.string() }))
      .openapi({ description: 'Every email template, by category then name: the template filter’s choices.' }),
  })
  .openapi('EmailLogPage');

const Rate = z.number().nullable().openapi({ description: 'A fraction from 0 to 1; null when its denominator is 0.' });

const EmailMetricsDoc = z
  .object({
    range: z.enum(EMAIL_METRIC_RANGES),
    from: z.string(),
    to: z.string().openapi({ description: 'The end of the period, excluded.' }),
    granularity: z.enum(['hour', 'day']),
    counts: StatusCountsDoc,
    figures: z
      .object({
        queued: z.number().int(),
        sent: z.number().int(),
        delivered: z.number().int(),
        opened: z.number().int(),
        clicked: z.number().int(),
        bounced: z.number().int(),
        complained: z.number().int(),
        failed: z.number().int(),
      })
      .openapi({
        description: 'Sent: every status past queued but failed; delivered: delivered, opened, clicked, complained.',
      }),
    rates: z.object({ delivery: Rate, open: Rate, click: Rate, bounce: Rate, complaint: Rate }),
    series: z.array(z.object({ start: z.string(), counts: StatusCountsDoc })),
  })
  .openapi('EmailMetrics');

const LinkDoc = z.object({ id: z.string(), status: Status, queuedAt: z.string() });

const EmailLogDetailDoc = EmailLogSummaryDoc.extend({
  transport: z.string(),
  providerMessageId: z.string().nullable(),
  metadata: z
    .record(z.string(), z.unknown())
    .openapi({ description: 'Secrets masked: links with tokens, keys like token, secret, password.' }),
  message: z.object({
    source: z.enum(['stored', 'template', 'unavailable']),
    subject: z.string(),
    html: z.string().nullable(),
    text: z.string().nullable(),
    note: z.string().nullable(),
  }),
  events: z.array(
    z.object({
      id: z.string(),
      provider: z.string(),
      eventType: z.string(),
      occurredAt: z.string(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
  resentFrom: LinkDoc.nullable(),
  resends: z.array(LinkDoc),
  resend: z.object({ allowed: z.boolean(), reason: z.string().nullable() }),
}).openapi('EmailLogDetail');

const ResentDoc = z.object({ emailLog: EmailLogSummaryDoc }).openapi('ResentEmail');
const IdParams = z.object({ id: z.string().openapi({ param: { name: 'id', in: 'path' } }) });

const LIST =
  'The email log’s filters, newest first (sent, or queued when never sent), paged (50; page 1 first) with the total.';
const METRICS =
  'Counts by status over the filtered set within the range (the calendar period containing now, UTC), the email log’s ' +
  'rates, and a series per hour (today) or per day.';
const DETAIL =
  'One email: its message, provider events, metadata (secrets masked), resend chain and whether it can be resent.';
const RESEND =
  'Sends a failed email again as a new log row linked to it (`resentFromId`). 409 with the reason: not failed ' +
  '("Can only resend failed emails"), no stored content ("Cannot resend direct HTML emails - original content not ' +
  'stored"), a resend already queued, a one-time link that cannot be renewed, an inactive template, a suppressed address.';

export const listEmailLogsRoute = defineRoute({
  ...workspace,
  method: 'get',
  path: '/api/email-logs',
  summary: `The workspace’s emails. ${LIST}`,
  request: { query: ListEmailLogsQuery },
  responses: { 200: jsonContent(EmailLogPageDoc, 'A page of emails.'), ...badQuery, ...workspaceDenied },
});

export const emailMetricsRoute = defineRoute({
  ...workspace,
  method: 'get',
  path: '/api/email-logs/metrics',
  summary: `The workspace’s email metrics. ${METRICS}`,
  request: { query: EmailMetricsQuery },
  responses: { 200: jsonContent(EmailMetricsDoc, 'The metrics.'), ...badQuery, ...workspaceDenied },
});

export const getEmailLogRoute = defineRoute({
  ...workspace,
  method: 'get',
  path: '/api/email-logs/{id}',
  summary: DETAIL,
  request: { params: IdParams },
  responses: { 200: jsonContent(EmailLogDetailDoc, 'The email.'), ...notFound, ...workspaceDenied },
});

export const resendEmailRoute = defineRoute({
  ...workspace,
  method: 'post',
  path: '/api/email-logs/{id}/resend',
  summary: RESEND,
  request: { params: IdParams },
  responses: {
    201: jsonContent(ResentDoc, 'The queued resend.'),
    409: errorResponse('The email cannot be resent: the message says why.'),
    429: errorResponse('An invitation resend beyond the sender’s 10 an hour.'),
    ...notFound,
    ...workspaceDenied,
  },
});

export const platformListEmailLogsRoute = defineRoute({
  ...platform,
  method: 'get',
  path: '/api/platform/email-logs',
  summary: `Every workspace’s emails and the system’s (super admins), with a tenantId filter. ${LIST}`,
  request: { query: PlatformListEmailLogsQuery },
  responses: { 200: jsonContent(EmailLogPageDoc, 'A page of emails.'), ...badQuery, ...platformDenied },
});

export const platformEmailMetricsRoute = defineRoute({
  ...platform,
  method: 'get',
  path: '/api/platform/email-logs/metrics',
  summary: `The platform’s email metrics (super admins). ${METRICS}`,
  request: { query: PlatformEmailMetricsQuery },
  responses: { 200: jsonContent(EmailMetricsDoc, 'The metrics.'), ...badQuery, ...platformDenied },
});

export const platformEmailWorkspacesRoute = defineRoute({
  ...platform,
  method: 'get',
  path: '/api/platform/email-logs/workspaces',
  summary: 'Workspaces by name (20 at most), for the platform email log’s workspace filter.',
  request: { query: EmailWorkspacesQuery },
  responses: {
    200: jsonContent(
      z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) }).openapi('EmailWorkspaces'),
      'The workspaces.',
    ),
    ...badQuery,
    ...platformDenied,
  },
});

export const platformGetEmailLogRoute = defineRoute({
  ...platform,
  method: 'get',
  path: '/api/platform/email-logs/{id}',
  summary: `${DETAIL} Any workspace’s, or a system email.`,
  request: { params: IdParams },
  responses: { 200: jsonContent(EmailLogDetailDoc, 'The email.'), ...notFound, ...platformDenied },
});

export const platformResendEmailRoute = defineRoute({
  ...platform,
  method: 'post',
  path: '/api/platform/email-logs/{id}/resend',
  summary: `${RESEND} Any workspace’s, or a system email.`,
  request: { params: IdParams },
  responses: {
    201: jsonContent(ResentDoc, 'The queued resend.'),
    409: errorResponse('The email cannot be resent: the message says why.'),
    429: errorResponse('An invitation resend beyond the sender’s 10 an hour.'),
    ...notFound,
    ...platformDenied,
  },
});
