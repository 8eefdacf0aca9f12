import { z } from '@hono/zod-openapi';
import {
  DOCUMENT_SECTION_KEYS,
  QUOTES_EDIT_REQUIREMENT,
  QUOTES_READ_REQUIREMENT,
  SetQuoteBrandingInput,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardDenied, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';
import { QuoteParams } from '../quotes';

const Section = z.object({ key: z.enum(DOCUMENT_SECTION_KEYS), visible: z.boolean() });

const QuoteBrandingDoc = z
  .object({
    lockVersion: z.number().int(),
    isFrozen: z.boolean(),
    overrides: z.object({ coverPage: z.boolean().optional(), sections: z.array(Section).optional() }),
    effective: z.object({ coverPage: z.boolean(), sections: z.array(Section) }),
  })
  .openapi('QuoteBranding');

const notFound = { 404: errorResponse('No such quote in your workspace.') };

export const getQuoteBrandingRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/quotes/{id}/branding',
  tags: ['branding'],
  summary: "The current version's document options: its overrides and the cover and sections it prints with.",
  request: { params: QuoteParams },
  responses: { 200: jsonContent(QuoteBrandingDoc, 'The document options.'), ...guardDenied, ...notFound },
});

export const setQuoteBrandingRoute = defineRoute({
  access: guarded(QUOTES_EDIT_REQUIREMENT),
  method: 'put',
  path: '/api/quotes/{id}/branding',
  tags: ['branding'],
  summary:
    "Sets the current draft's document options (cover page, section order and visibility); absent fields follow " +
    'the workspace. `lockVersion` must be current (it is bumped); a sent version is 409 with details.reason "frozen".',
  request: {
    params: QuoteParams,
    ...jsonBody(SetQuoteBrandingInput),
  },
  responses: {
    200: jsonContent(QuoteBrandingDoc, 'Saved: the new lock version and the effective options.'),
    ...invalidBody('A field breaks its rule; details name the field and its precise message.'),
    ...guardDenied,
    ...notFound,
    409: errorResponse('Stale lockVersion, a sent (frozen) version, or an archived quote.'),
  },
});
