import { z } from '@hono/zod-openapi';
import { QUOTES_READ_REQUIREMENT } from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { DOCUMENT_CONTENT_TYPES, type DocumentFormat } from './render/render-quote-file';
import { errorResponse, guardDenied } from '../../platform/openapi';
import { QuoteParams } from '../quotes';

export const DocumentQuery = z.strictObject({
  variant: z
    .enum(['client', 'internal'])
    .default('client')
    .openapi({ description: 'client (default): what the client sees; internal: with costs, margins and notes.' }),
  version: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .optional()
    .openapi({ description: 'A version number of the history; the current version by default.' }),
});

const documentRoute = (format: DocumentFormat, label: string) =>
  defineRoute({
    // Every member may see costs and margins (the wizard shows them to all; there is no narrower permission yet).
    access: guarded(QUOTES_READ_REQUIREMENT),
    method: 'get',
    path: `/api/quotes/{id}/document.${format}`,
    tags: ['quotes'],
    summary:
      `The quote as ${label}, rendered from the one document model (cover, summary, scope, pricing, terms, ` +
      'signature). The client variant holds no cost, margin or internal note; the internal variant adds them. ' +
      'Sent as an attachment named like Q-1001-v2-Client-Name, never cached; each export is an "exported" ' +
      'activity entry.',
    request: { params: QuoteParams, query: DocumentQuery },
    responses: {
      200: {
        description: `The ${label} file (attachment).`,
        content: { [DOCUMENT_CONTENT_TYPES[format]]: { schema: z.string().openapi({ format: 'binary' }) } },
      },
      400: errorResponse('Unknown query parameters.'),
      ...guardDenied,
      404: errorResponse('No such quote in your workspace, or no such version of it.'),
      422: errorResponse('variant is not client or internal, or version is not a positive whole number.'),
    },
  });

export const quotePdfRoute = documentRoute('pdf', 'PDF');
export const quoteDocxRoute = documentRoute('docx', 'Word (DOCX)');
