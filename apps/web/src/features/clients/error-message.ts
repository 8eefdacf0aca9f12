import { isApiError } from '@/lib/api-client';

/** A failed request as a toast: its message, with the request id support can look up. */
export const errorMessage = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  const requestId = isApiError(error) && error.requestId ? ` (request ${error.requestId})` : '';
  return `${message}${requestId}`;
};
