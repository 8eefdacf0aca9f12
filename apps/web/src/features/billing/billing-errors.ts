import { STRIPE_BILLING_COPY } from '@scopewright/domain';
import { isApiError } from '@/lib/api-client';
import { describeApiError } from '@/lib/mutation-error-toast';

const PROVIDER_UNREACHABLE = 503;

/** A failed billing call as one line with its request id; an unreachable payment provider means nothing changed. */
export function billingErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === PROVIDER_UNREACHABLE) {
    const message = STRIPE_BILLING_COPY.providerUnavailable;
    return error.requestId ? `${message} (request ${error.requestId})` : message;
  }
  return describeApiError(error);
}

/** A checkout refused for its seat count (409 naming the active members or seats): shown at the seats field. */
export function isSeatsConflict(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 409) return false;
  const { details } = error;
  return typeof details === 'object' && details !== null && ('activeMembers' in details || 'seats' in details);
}
