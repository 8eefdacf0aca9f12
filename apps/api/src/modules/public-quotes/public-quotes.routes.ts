import { z } from '@hono/zod-openapi';
import type { PublicQuoteView } from '@scopewright/domain';
import { defineRoute, PUBLIC } from '../../platform/access/route-access';
import { errorResponse, jsonContent } from '../../platform/openapi';

export const PUBLIC_QUOTE_PATH = '/api/public/quotes';

// The view carries the one document model and a quote content: the domain's TypeScript types describe them.
export const PublicQuoteViewDoc = z.custom<PublicQuoteView>().openapi('PublicQuoteView', {
  type: 'object',
  description:
    'packages/domain quote-sharing/public-quote-api.ts: state (open | accepted | declined | expired), workspace, ' +
    'logoUrl, quote header, the client document, pricingContent (costs 0, no internal notes), acceptance, decline.',
});

export const TokenParams = z.object({
  // Any string: a malformed token gets the same 404 as every other unknown link, never a 422.
  token: z
    .string()
    .openapi({ param: { name: 'token', in: 'path' }, description: 'The token of the emailed /q/{token} link.' }),
});

export const publicQuoteUnavailable = errorResponse(
  'Unknown, tampered, expired, revoked or superseded link: one body for all, details { newerVersionSent }.',
);
export const publicQuoteLimited = errorResponse('Too many requests from this address.');

export const getPublicQuoteRoute = defineRoute({
  access: PUBLIC,
  method: 'get',
  path: `${PUBLIC_QUOTE_PATH}/{token}`,
  tags: ['public quotes'],
  summary:
    "The client's quote page. Each open is recorded (view count, IP, user agent); the first one marks the quote " +
    'viewed and emails its owner. Rate-limited per address; never cached or indexed, no referrer.',
  request: { params: TokenParams },
  responses: {
    200: jsonContent(PublicQuoteViewDoc, 'The page.'),
    404: publicQuoteUnavailable,
    429: publicQuoteLimited,
  },
});

export const publicQuotePdfRoute = defineRoute({
  access: PUBLIC,
  method: 'get',
  path: `${PUBLIC_QUOTE_PATH}/{token}/document.pdf`,
  tags: ['public quotes'],
  summary: 'The client PDF of the linked version (signed once accepted), as an attachment.',
  request: { params: TokenParams },
  responses: {
    200: {
      description: 'The PDF (attachment).',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: publicQuoteUnavailable,
    429: publicQuoteLimited,
  },
});

export const publicQuoteLogoRoute = defineRoute({
  access: PUBLIC,
  method: 'get',
  path: `${PUBLIC_QUOTE_PATH}/{token}/logo.png`,
  tags: ['public quotes'],
  summary: "The workspace's logo (a re-encoded PNG) for the page; 404 when there is none.",
  request: { params: TokenParams },
  responses: {
    200: { description: 'The PNG.', content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } } },
    404: publicQuoteUnavailable,
    429: publicQuoteLimited,
  },
});
