import { z } from '@hono/zod-openapi';
import {
  EMAIL_TEMPLATE_FIELDS,
  EmailTemplateDraft,
  ListEmailTemplatesQuery,
  TestSendEmailTemplateInput,
  UpdateEmailTemplateInput,
} from '@scopewright/domain';
import { defineRoute, SUPER_ADMIN } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';

const base = { access: SUPER_ADMIN, tags: ['email-templates'] };
const denied = guardRefusals('Not a platform super admin.');
const notFound = { 404: errorResponse('No such email template (or version).') };
const templateErrors = invalidBody(
  'The template has errors (details: one per problem, `path` the field — subject, htmlBody or textBody — with ' +
    '`line`, `column` and `variable` where known): an empty field, a tag mustache cannot parse, a variable the ' +
    'template does not declare, raw {{{…}}} in the HTML, a partial or a delimiter change.',
);

const Issue = z
  .object({
    path: z.enum(EMAIL_TEMPLATE_FIELDS).nullable(),
    message: z.string(),
    variable: z.string().optional(),
    line: z.number().int().optional(),
    column: z.number().int().optional(),
  })
  .openapi('EmailTemplateIssue');

const Summary = z
  .object({
    id: z.string(),
    alias: z.string().openapi({ description: 'The name senders use (`templateAlias`).' }),
    name: z.string(),
    category: z.string(),
    isActive: z.boolean(),
    variables: z.array(z.string()).openapi({ description: 'The declared variables: what every sender passes.' }),
    editedAt: z
      .string()
      .nullable()
      .openapi({ description: 'Set once a super admin saved or restored it: the seed no longer updates it.' }),
    editedByName: z.string().nullable(),
    updatedAt: z.string(),
    versionCount: z.number().int(),
  })
  .openapi('EmailTemplateSummary');

const Detail = z
  .object({
    id: z.string(),
    alias: z.string(),
    name: z.string(),
    category: z.string(),
    isActive: z.boolean(),
    subject: z.string(),
    htmlBody: z.string(),
    textBody: z.string(),
    variables: z.array(z.string()),
    versionNo: z.number().int().openapi({ description: 'The newest version: the next save’s `baseVersionNo`.' }),
    editedAt: z.string().nullable(),
    editedByName: z.string().nullable(),
    updatedAt: z.string(),
    sampleData: z
      .record(z.string(), z.string())
      .openapi({ description: 'The value of each declared variable in previews and test sends.' }),
    errors: z.array(Issue).openapi({ description: 'Problems in the saved content (a variable no longer declared).' }),
    warnings: z.array(Issue).openapi({ description: 'Declared variables the content does not use.' }),
  })
  .openapi('EmailTemplateDetail');

const Preview = z
  .object({
    subject: z.string().nullable(),
    html: z.string().nullable(),
    text: z.string().nullable(),
    errors: z.array(Issue),
    warnings: z.array(Issue),
  })
  .openapi('EmailTemplatePreview');

const VersionEntry = z
  .object({
    versionNo: z.number().int(),
    source: z.enum(['seed', 'edit', 'restore']),
    restoredFromNo: z.number().int().nullable(),
    createdAt: z.string(),
    createdByName: z.string().nullable(),
  })
  .openapi('EmailTemplateVersionEntry');

const VersionDetail = VersionEntry.extend({
  subject: z.string(),
  htmlBody: z.string(),
  textBody: z.string(),
  variables: z.array(z.string()),
}).openapi('EmailTemplateVersionDetail');

const TemplateParams = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });
const VersionParams = TemplateParams.extend({
  no: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .openapi({ param: { name: 'no', in: 'path' } }),
});

export const listEmailTemplatesRoute = defineRoute({
  ...base,
  method: 'get',
  path: '/api/email-templates',
  summary:
    'Every email template by category then name, with its state, declared variables and version count; ' +
    '`active=true` lists the active ones only.',
  request: { query: ListEmailTemplatesQuery },
  responses: {
    200: jsonContent(z.object({ items: z.array(Summary) }).openapi('EmailTemplateList'), 'The templates.'),
    422: errorResponse('`active` is neither true nor false.'),
    ...denied,
  },
});

export const getEmailTemplateRoute = defineRoute({
  ...base,
  method: 'get',
  path: '/api/email-templates/{id}',
  summary: 'One template: its content, declared variables and the sample data its previews use.',
  request: { params: TemplateParams },
  responses: { 200: jsonContent(Detail, 'The template.'), ...notFound, ...denied },
});

export const updateEmailTemplateRoute = defineRoute({
  ...base,
  method: 'put',
  path: '/api/email-templates/{id}',
  summary:
    'Saves subject, HTML and text as the next version and marks the template edited (the seed never overwrites ' +
    'it again). Errors refuse it (422); warnings (a declared variable used nowhere) come back with it. A stale ' +
    '`baseVersionNo` is a 409 and changes nothing.',
  request: { params: TemplateParams, ...jsonBody(UpdateEmailTemplateInput) },
  responses: {
    200: jsonContent(Detail, 'The saved template, with its warnings.'),
    409: errorResponse('Someone saved a newer version meanwhile (details.latestVersionNo).'),
    ...templateErrors,
    ...notFound,
    ...denied,
  },
});

export const previewEmailTemplateRoute = defineRoute({
  ...base,
  method: 'post',
  path: '/api/email-templates/{id}/preview',
  summary:
    'Renders a draft (not saved) with the mailer’s renderer and the sample data, with its errors and warnings; ' +
    'subject, html and text are null while mustache cannot parse it.',
  request: { params: TemplateParams, ...jsonBody(EmailTemplateDraft) },
  responses: {
    200: jsonContent(Preview, 'The rendering and the check.'),
    ...invalidBody('A field is longer than its limit.'),
    ...notFound,
    ...denied,
  },
});

export const testSendEmailTemplateRoute = defineRoute({
  ...base,
  method: 'post',
  path: '/api/email-templates/{id}/test-send',
  summary:
    'Sends the draft (or, without one, the saved content) with the sample data to the signed-in super admin, ' +
    'subject prefixed “[Test] ”, through the outbox (an email_logs row with metadata.test_send). 10 a minute.',
  request: { params: TemplateParams, ...jsonBody(TestSendEmailTemplateInput) },
  responses: {
    200: jsonContent(
      z.object({ emailLogId: z.string(), to: z.string(), subject: z.string() }).openapi('EmailTemplateTestSend'),
      'Queued.',
    ),
    429: errorResponse('More than 10 test sends in a minute (Retry-After).'),
    ...invalidBody('The draft has errors, or your own address cannot receive email.'),
    ...notFound,
    ...denied,
  },
});

export const listEmailTemplateVersionsRoute = defineRoute({
  ...base,
  method: 'get',
  path: '/api/email-templates/{id}/versions',
  summary: 'Every version, newest first: who wrote it, when, and how (seed, edit, restore).',
  request: { params: TemplateParams },
  responses: {
    200: jsonContent(z.object({ versions: z.array(VersionEntry) }).openapi('EmailTemplateVersions'), 'The versions.'),
    ...notFound,
    ...denied,
  },
});

export const getEmailTemplateVersionRoute = defineRoute({
  ...base,
  method: 'get',
  path: '/api/email-templates/{id}/versions/{no}',
  summary: 'One version’s content (for the diff).',
  request: { params: VersionParams },
  responses: { 200: jsonContent(VersionDetail, 'The version.'), ...notFound, ...denied },
});

export const restoreEmailTemplateVersionRoute = defineRoute({
  ...base,
  method: 'post',
  path: '/api/email-templates/{id}/versions/{no}/restore',
  summary:
    'That version’s content becomes the next version (source restore) and the template counts as edited. ' +
    'Content that no longer fits the declared variables is a 422.',
  request: { params: VersionParams },
  responses: {
    200: jsonContent(Detail, 'The template at its new version.'),
    422: errorResponse('The version’s content has errors against today’s declared variables.'),
    ...notFound,
    ...denied,
  },
});

const activeRoute = (action: 'activate' | 'deactivate', summary: string) =>
  defineRoute({
    ...base,
    method: 'post',
    path: `/api/email-templates/{id}/${action}`,
    summary,
    request: { params: TemplateParams },
    responses: { 200: jsonContent(Detail, 'The template.'), ...notFound, ...denied },
  });

export const activateEmailTemplateRoute = activeRoute('activate', 'Sends this email again.');
export const deactivateEmailTemplateRoute = activeRoute(
  'deactivate',
  'Stops this email: the mailer fails every email that uses it (“missing or inactive”) instead of sending it.',
);
