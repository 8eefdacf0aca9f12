import { z } from '@hono/zod-openapi';
import {
  AddEmailSuppressionInput,
  EMAIL_SUPPRESSION_REASONS,
  LiftEmailSuppressionInput,
  ListEmailSuppressionsQuery,
} from '@scopewright/domain';
import { defineRoute, SUPER_ADMIN } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';

export const EMAIL_SUPPRESSIONS_PATH = '/api/platform/email-suppressions';
const platform = { access: SUPER_ADMIN, tags: ['email suppressions'] };
const denied = guardRefusals('Not a platform super admin.');
const notFound = { 404: errorResponse('No such suppression.') };

export const EmailSuppressionDoc = z
  .object({
    id: z.string(),
    email: z.string().openapi({ description: 'Lower-cased.' }),
    reason: z.enum(EMAIL_SUPPRESSION_REASONS),
    detail: z.string().nullable().openapi({ description: 'What the provider said, or the reason given by hand.' }),
    createdAt: z.string(),
    source: z
      .object({ emailLogId: z.string(), subject: z.string(), tenantName: z.string().nullable() })
      .nullable()
      .openapi({ description: 'The email whose bounce or complaint suppressed the address.' }),
    liftedAt: z.string().nullable(),
    liftedByName: z.string().nullable(),
    liftReason: z.string().nullable(),
  })
  .openapi('EmailSuppression');

const EmailSuppressionPageDoc = z
  .object({
    items: z.array(EmailSuppressionDoc),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('EmailSuppressionPage');

const SuppressionParams = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });

export const listEmailSuppressionsRoute = defineRoute({
  ...platform,
  method: 'get',
  path: EMAIL_SUPPRESSIONS_PATH,
  summary:
    'The platform’s suppression list, newest first, 50 a page with the total: `q` matches part of the address, ' +
    '`state` is active (default), lifted or all.',
  request: { query: ListEmailSuppressionsQuery },
  responses: {
    200: jsonContent(EmailSuppressionPageDoc, 'A page of suppressions.'),
    422: errorResponse('An unknown state, a page below 1 or a search over 254 characters.'),
    ...denied,
  },
});

export const addEmailSuppressionRoute = defineRoute({
  ...platform,
  method: 'post',
  path: EMAIL_SUPPRESSIONS_PATH,
  summary: 'Suppresses an address by hand (reason "manual", the text kept as its detail).',
  request: jsonBody(AddEmailSuppressionInput),
  responses: {
    201: jsonContent(EmailSuppressionDoc, 'The suppression.'),
    409: errorResponse('The address is already on the list.'),
    ...invalidBody('A valid address and a reason of 3 to 500 characters.'),
    ...denied,
  },
});

export const liftEmailSuppressionRoute = defineRoute({
  ...platform,
  method: 'post',
  path: `${EMAIL_SUPPRESSIONS_PATH}/{id}/lift`,
  summary:
    'Lifts a suppression: the address receives email again. Who, when and why (required) stay on the row; the ' +
    'row stays as history.',
  request: { params: SuppressionParams, ...jsonBody(LiftEmailSuppressionInput) },
  responses: {
    200: jsonContent(EmailSuppressionDoc, 'The lifted suppression.'),
    409: errorResponse('Already lifted.'),
    ...invalidBody('A reason of 3 to 500 characters.'),
    ...notFound,
    ...denied,
  },
});
