import {
  publicQuoteApiPath,
  type AcceptQuoteInput,
  type DeclineQuoteInput,
  type PublicQuoteView,
} from '@scopewright/domain';
import { apiRequest } from '@/lib/api-client';

export const acceptPublicQuote = (token: string, input: AcceptQuoteInput) =>
  apiRequest<PublicQuoteView>('POST', `${publicQuoteApiPath(token)}/accept`, { body: input });

export const declinePublicQuote = (token: string, input: DeclineQuoteInput) =>
  apiRequest<PublicQuoteView>('POST', `${publicQuoteApiPath(token)}/decline`, { body: input });
