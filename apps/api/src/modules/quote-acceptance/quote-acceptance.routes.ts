import { z } from '@hono/zod-openapi';
import { QuoteOutcome, QUOTES_READ_REQUIREMENT } from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardDenied, jsonContent } from '../../platform/openapi';
import { DocumentQuery } from '../quote-documents';
import { QuoteParams } from '../quotes';

/** Only the version of the download's query: the current version by default. */
const query = DocumentQuery.pick({ version: true });
const badQuery = {
  400: errorResponse('Unknown query parameters.'),
  422: errorResponse('version is not a positive whole number.'),
};

export const getQuoteOutcomeRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/quotes/{id}/acceptance',
  tags: ['quotes'],
  summary:
    'How the client answered a version (the current one by default). Accepted: signer name, title and email, ' +
    'UTC time, IP, user agent, the SHA-256 of the PDF they accepted, the optional items they picked and the ' +
    'signature (typed text, or a URL of the drawn image). Declined: the reason and time.',
  request: { params: QuoteParams, query },
  responses: {
    200: jsonContent(QuoteOutcome, 'The acceptance or decline record.'),
    ...badQuery,
    ...guardDenied,
    404: errorResponse('No such quote or version in your workspace, or it was neither accepted nor declined.'),
  },
});

export const getAcceptanceSignatureRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/quotes/{id}/acceptance/signature.png',
  tags: ['quotes'],
  summary: 'The drawn signature of an accepted version, as the PNG the API re-encoded when the client signed.',
  request: { params: QuoteParams, query },
  responses: {
    200: {
      description: 'The signature image (nosniff, private).',
      content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...badQuery,
    ...guardDenied,
    404: errorResponse('No such quote or version, not accepted, or signed by typing.'),
  },
});
