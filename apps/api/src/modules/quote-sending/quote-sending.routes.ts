import {
  QUOTES_EDIT_REQUIREMENT,
  QUOTES_READ_REQUIREMENT,
  ResendQuoteInput,
  RevokeShareLinksResult,
  SendDraft,
  SendQuoteInput,
  SendQuoteResult,
  ShareLinkCreated,
  ShareLinkList,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardDenied, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';
import { QuoteDetailDoc, QuoteParams } from '../quotes';

const notFound = { 404: errorResponse('No such quote in your workspace (another workspace’s id alike).') };
const badBody = invalidBody('A field breaks its rule; details name each field and its message (nothing changed).');
const SendResultDoc = SendQuoteResult.extend({ version: QuoteDetailDoc.shape.version });

export const getSendDraftRoute = defineRoute({
  access: guarded(QUOTES_EDIT_REQUIREMENT),
  method: 'get',
  path: '/api/quotes/{id}/send-draft',
  tags: ['quote sending'],
  summary:
    'What the send composer opens with: the client’s contacts with an email (primary first), the subject and ' +
    'message from the quote_sent template, when a new link would expire, and the reminder setting.',
  request: { params: QuoteParams },
  responses: { 200: jsonContent(SendDraft, 'The composer’s defaults.'), ...guardDenied, ...notFound },
});

export const sendQuoteRoute = defineRoute({
  access: guarded(QUOTES_EDIT_REQUIREMENT),
  method: 'post',
  path: '/api/quotes/{id}/send',
  tags: ['quote sending'],
  summary:
    'Sends the current draft in one transaction: the version is frozen with its totals, a client link is created, ' +
    'and (mode "email") one email per recipient is queued, cc on the first, the PDF attached when asked. Mode ' +
    '"link" (the default: `{ lockVersion }` alone) only marks it sent. The response carries the link URL once.',
  request: { params: QuoteParams, ...jsonBody(SendQuoteInput) },
  responses: {
    200: jsonContent(SendResultDoc, 'The sent quote, its link (shown once) and the recipients.'),
    ...badBody,
    ...guardDenied,
    ...notFound,
    409: errorResponse('Not a draft, a stale lockVersion, or an archived quote.'),
  },
});

export const resendQuoteRoute = defineRoute({
  access: guarded(QUOTES_EDIT_REQUIREMENT),
  method: 'post',
  path: '/api/quotes/{id}/resend',
  tags: ['quote sending'],
  summary: 'Emails a sent or viewed version again with a new link (earlier links keep working until revoked).',
  request: { params: QuoteParams, ...jsonBody(ResendQuoteInput) },
  responses: {
    200: jsonContent(SendResultDoc, 'The quote, the new link (shown once) and the recipients.'),
    ...badBody,
    ...guardDenied,
    ...notFound,
    409: errorResponse('The current version is not sent or viewed, or the quote is archived.'),
  },
});

export const createShareLinkRoute = defineRoute({
  access: guarded(QUOTES_EDIT_REQUIREMENT),
  method: 'post',
  path: '/api/quotes/{id}/share-links',
  tags: ['quote sending'],
  summary: 'A new client link to the sent or viewed version, to share yourself (shown once).',
  request: { params: QuoteParams },
  responses: {
    201: jsonContent(ShareLinkCreated, 'The new link.'),
    ...guardDenied,
    ...notFound,
    409: errorResponse('The current version is not sent or viewed, or the quote is archived.'),
  },
});

export const listShareLinksRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/quotes/{id}/share-links',
  tags: ['quote sending'],
  summary: 'The quote’s client links, newest first: created, expires, revoked, last viewed (never a token).',
  request: { params: QuoteParams },
  responses: { 200: jsonContent(ShareLinkList, 'The links.'), ...guardDenied, ...notFound },
});

export const revokeShareLinksRoute = defineRoute({
  access: guarded(QUOTES_EDIT_REQUIREMENT),
  method: 'post',
  path: '/api/quotes/{id}/share-links/revoke',
  tags: ['quote sending'],
  summary: 'Revokes every live link of the quote (activity link_revoked when any was live).',
  request: { params: QuoteParams },
  responses: { 200: jsonContent(RevokeShareLinksResult, 'How many links were revoked.'), ...guardDenied, ...notFound },
});
