import { AcceptQuoteInput, DeclineQuoteInput } from '@scopewright/domain';
import { defineRoute, PUBLIC } from '../../platform/access/route-access';
import { errorResponse, jsonBody, jsonContent } from '../../platform/openapi';
import {
  publicQuoteLimited,
  PUBLIC_QUOTE_PATH,
  PublicQuoteViewDoc,
  TokenParams,
  publicQuoteUnavailable,
} from '../public-quotes';

const writeResponses = {
  200: jsonContent(PublicQuoteViewDoc, 'The page, accepted or declined.'),
  400: errorResponse('Malformed body or unknown fields.'),
  404: publicQuoteUnavailable,
  409: errorResponse('Already accepted or declined, expired, or a newer version exists (details.reason).'),
  422: errorResponse('A missing or too long field, an unreadable signature, or an option not in this quote.'),
  429: publicQuoteLimited,
};

export const acceptPublicQuoteRoute = defineRoute({
  access: PUBLIC,
  method: 'post',
  path: `${PUBLIC_QUOTE_PATH}/{token}/accept`,
  tags: ['public quotes'],
  summary:
    'Accepts the quote exactly once with the signer, their signature and the optional items they picked; records ' +
    'time (UTC), IP, user agent and the SHA-256 of the signed PDF, freezes the version, and emails the signed PDF ' +
    'to the signer and the owner.',
  request: {
    params: TokenParams,
    ...jsonBody(AcceptQuoteInput),
  },
  responses: writeResponses,
});

export const declinePublicQuoteRoute = defineRoute({
  access: PUBLIC,
  method: 'post',
  path: `${PUBLIC_QUOTE_PATH}/{token}/decline`,
  tags: ['public quotes'],
  summary: 'Declines the quote with a reason; the owner is emailed.',
  request: {
    params: TokenParams,
    ...jsonBody(DeclineQuoteInput),
  },
  responses: writeResponses,
});
