import { z } from '@hono/zod-openapi';
import {
  ApplyTemplateInput,
  CreateTemplateInput,
  ListTemplatesQuery,
  QuoteBrandingOverrides,
  QuoteSectionInput,
  SaveQuoteAsTemplateInput,
  SCOPE_UNITS,
  StartQuoteFromTemplateInput,
  TEMPLATE_SCOPES,
  TEMPLATES_CREATE_REQUIREMENT,
  TEMPLATES_EDIT_REQUIREMENT,
  TEMPLATES_READ_REQUIREMENT,
  TEMPLATES_START_QUOTE_REQUIREMENT,
  TemplateDocumentInput,
  TemplateVariable,
  UpdateTemplateInput,
} from '@scopewright/domain';
import { defineRoute, guarded, SUPER_ADMIN } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';
import { QuoteDetailDoc } from '../quotes';

const tags = ['templates'];
const read = { access: guarded(TEMPLATES_READ_REQUIREMENT), tags };
const create = { access: guarded(TEMPLATES_CREATE_REQUIREMENT), tags };
const edit = { access: guarded(TEMPLATES_EDIT_REQUIREMENT), tags };
const platform = { access: SUPER_ADMIN, tags };

const readDenied = guardRefusals('Not an approved member of a workspace on Essentials or above, or it is suspended.');
const writeDenied = guardRefusals(
  'Not an admin, or the plan lacks templates, or the workspace is read-only or suspended; or a global template (super admins only).',
);
const notFound = {
  404: errorResponse(
    "No such template among yours and the published global ones (another workspace's reads the same).",
  ),
};
const bodyErrors = invalidBody(
  'A field breaks its rule: details name it (name taken, no sections, undeclared variable, …).',
);
const limit = { 429: errorResponse('LIMIT_EXCEEDED: the plan’s maxTemplates is reached (details name the upgrade).') };

export const TemplateSummarySchema = z
  .object({
    id: z.string(),
    scope: z.enum(TEMPLATE_SCOPES),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    tags: z.array(z.string()),
    version: z.number().int(),
    isPublished: z.boolean(),
    archivedAt: z.string().nullable(),
    sectionCount: z.number().int(),
    lineCount: z.number().int(),
    laborMinutes: z.number().int().openapi({ description: 'Labour minutes at the variables’ defaults.' }),
    variables: z.array(TemplateVariable),
    usageCount: z
      .number()
      .int()
      .openapi({ description: 'Quotes this workspace started from it (all workspaces for a super admin).' }),
    lastUsedAt: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi('TemplateSummary');

export const TemplateDetailSchema = TemplateSummarySchema.extend({
  brandingOverride: QuoteBrandingOverrides.nullable(),
  document: TemplateDocumentInput,
  canEdit: z.boolean(),
}).openapi('TemplateDetail');

const TemplateList = z
  .object({
    items: z.array(TemplateSummarySchema),
    categories: z
      .array(z.string())
      .openapi({ description: 'Every category in use among the active templates, whatever the page and filters.' }),
    total: z.number().int().openapi({ description: 'Templates matching the filters, across every page.' }),
    nextCursor: z.string().nullable().openapi({ description: 'The next page’s `cursor`; null on the last page.' }),
  })
  .openapi('TemplateList');

const VersionEntry = z.object({
  version: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
});
const VersionDetail = VersionEntry.extend({
  description: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  document: TemplateDocumentInput,
}).openapi('TemplateVersionDetail');

const AppliedTemplate = z
  .object({
    templateId: z.string(),
    templateVersion: z.number().int(),
    values: z.partialRecord(z.enum(SCOPE_UNITS), z.number().int()),
    sections: z.array(QuoteSectionInput),
  })
  .openapi('AppliedTemplate');

export const TemplateParams = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' }, description: 'The template id.' }),
});
const VersionParams = TemplateParams.extend({
  version: z.coerce
    .number()
    .int()
    .min(1)
    .openapi({ param: { name: 'version', in: 'path' } }),
});

const detail = (description: string) => jsonContent(TemplateDetailSchema, description);

export const listTemplatesRoute = defineRoute({
  ...read,
  method: 'get',
  path: '/api/templates',
  summary:
    'One page of your templates and the published global ones (a super admin: every global one), filtered and ' +
    'sorted, keyset pagination (`nextCursor`), with the total and the categories in use.',
  request: { query: ListTemplatesQuery },
  responses: {
    200: jsonContent(TemplateList, 'The page of templates, without their documents.'),
    422: errorResponse('A query field breaks its rule (`limit` out of 1–100, a `cursor` that is not ours).'),
    ...readDenied,
  },
});

export const getTemplateRoute = defineRoute({
  ...read,
  method: 'get',
  path: '/api/templates/{id}',
  summary: 'One template with its document (sections, lines, variables and their rules).',
  request: { params: TemplateParams },
  responses: { 200: detail('The template.'), ...readDenied, ...notFound },
});

export const createTemplateRoute = defineRoute({
  ...create,
  method: 'post',
  path: '/api/templates',
  summary: 'A new template (version 1). A super admin’s is global and starts unpublished.',
  request: jsonBody(CreateTemplateInput),
  responses: { 201: detail('The new template.'), ...bodyErrors, ...writeDenied, ...limit },
});

export const importTemplateRoute = defineRoute({
  ...create,
  method: 'post',
  path: '/api/templates/import',
  summary:
    'A new template from an exported JSON file’s text; a foreign file or one from a newer format is a 422 naming it.',
  request: jsonBody(z.strictObject({ file: z.string().max(900_000) }).openapi('ImportTemplateInput')),
  responses: { 201: detail('The imported template.'), ...bodyErrors, ...writeDenied, ...limit },
});

export const saveQuoteAsTemplateRoute = defineRoute({
  ...create,
  method: 'post',
  path: '/api/templates/from-quote',
  summary: 'A new template from a quote’s current version, or from one of its sections, with variables and rules.',
  request: jsonBody(SaveQuoteAsTemplateInput),
  responses: {
    201: detail('The new template.'),
    ...bodyErrors,
    ...writeDenied,
    ...limit,
    404: errorResponse('The quote is not in your workspace.'),
  },
});

export const updateTemplateRoute = defineRoute({
  ...edit,
  method: 'put',
  path: '/api/templates/{id}',
  summary: 'Saves the template as its next version; a stale baseVersion is a 409 and changes nothing.',
  request: { params: TemplateParams, ...jsonBody(UpdateTemplateInput) },
  responses: {
    200: detail('The saved template.'),
    ...bodyErrors,
    ...writeDenied,
    ...notFound,
    409: errorResponse('Someone saved a newer version meanwhile.'),
  },
});

export const deleteTemplateRoute = defineRoute({
  ...edit,
  method: 'delete',
  path: '/api/templates/{id}',
  summary: 'Deletes a template no quote came from; one that was used is a 409 (archive it instead).',
  request: { params: TemplateParams },
  responses: {
    204: { description: 'Deleted.' },
    ...writeDenied,
    ...notFound,
    409: errorResponse('Quotes came from it.'),
  },
});

export const duplicateTemplateRoute = defineRoute({
  ...create,
  method: 'post',
  path: '/api/templates/{id}/duplicate',
  summary: 'A copy among your own templates, of yours or of a global one, named "<name> (copy)".',
  request: { params: TemplateParams },
  responses: { 201: detail('The copy.'), ...writeDenied, ...notFound, ...limit },
});

const stateRoute = (action: string, summary: string, base: typeof edit | typeof platform) =>
  defineRoute({
    ...base,
    method: 'post',
    path: `/api/templates/{id}/${action}`,
    summary,
    request: { params: TemplateParams },
    responses: { 200: detail('The template.'), ...writeDenied, ...notFound },
  });

export const archiveTemplateRoute = stateRoute(
  'archive',
  'Archives: hidden from starts and the AI, kept for quotes that came from it.',
  edit,
);
export const unarchiveTemplateRoute = stateRoute('unarchive', 'Brings an archived template back.', edit);
export const publishTemplateRoute = stateRoute(
  'publish',
  'Super admins: offers a global template to every workspace.',
  platform,
);
export const unpublishTemplateRoute = stateRoute(
  'unpublish',
  'Super admins: withdraws a global template from workspaces.',
  platform,
);

export const listTemplateVersionsRoute = defineRoute({
  ...read,
  method: 'get',
  path: '/api/templates/{id}/versions',
  summary: 'Every saved version, newest first.',
  request: { params: TemplateParams },
  responses: {
    200: jsonContent(z.object({ versions: z.array(VersionEntry) }).openapi('TemplateVersions'), 'The versions.'),
    ...readDenied,
    ...notFound,
  },
});

export const getTemplateVersionRoute = defineRoute({
  ...read,
  method: 'get',
  path: '/api/templates/{id}/versions/{version}',
  summary: 'One saved version as it was (for the history’s diff).',
  request: { params: VersionParams },
  responses: { 200: jsonContent(VersionDetail, 'The version.'), ...readDenied, ...notFound },
});

export const restoreTemplateVersionRoute = defineRoute({
  ...edit,
  method: 'post',
  path: '/api/templates/{id}/versions/{version}/restore',
  summary: 'Saves that version’s content as the next version.',
  request: {
    params: VersionParams,
    ...jsonBody(z.strictObject({ baseVersion: z.number().int().min(1) }).openapi('RestoreTemplateInput')),
  },
  responses: {
    200: detail('The template at its new version.'),
    ...bodyErrors,
    ...writeDenied,
    ...notFound,
    409: errorResponse('Someone saved a newer version meanwhile.'),
  },
});

export const exportTemplateRoute = defineRoute({
  ...read,
  method: 'get',
  path: '/api/templates/{id}/export',
  summary: 'The template as a JSON file (format "scopewright.template") that Import reads.',
  request: { params: TemplateParams },
  responses: { 200: { description: 'The JSON file.' }, ...readDenied, ...notFound },
});

export const applyTemplateRoute = defineRoute({
  ...read,
  method: 'post',
  path: '/api/templates/{id}/apply',
  summary:
    'The template’s sections with the values applied and labour at your rates, with new ids (preview, or "Insert template" into a quote, which then counts as a use).',
  request: { params: TemplateParams, ...jsonBody(ApplyTemplateInput) },
  responses: {
    200: jsonContent(AppliedTemplate, 'The sections.'),
    ...invalidBody('A value is out of range, or would make a line exceed 10,000 hours.'),
    ...readDenied,
    ...notFound,
    409: errorResponse('The template is archived.'),
  },
});

export const startQuoteFromTemplateRoute = defineRoute({
  access: guarded(TEMPLATES_START_QUOTE_REQUIREMENT),
  tags,
  method: 'post',
  path: '/api/templates/{id}/quotes',
  summary: 'A new quote (v1 draft) from the template with the values applied: a snapshot, counted as a use.',
  request: { params: TemplateParams, ...jsonBody(StartQuoteFromTemplateInput) },
  responses: {
    201: jsonContent(QuoteDetailDoc, 'The new quote.'),
    ...invalidBody('A value is out of range, or the client is archived.'),
    ...guardRefusals('Not a member who may create quotes on a plan with templates.'),
    404: errorResponse('The template or the client is not yours.'),
    409: errorResponse('The template is archived.'),
    429: errorResponse('LIMIT_EXCEEDED: the plan’s maxQuotes is reached.'),
  },
});
