import { isApiError } from '@/lib/api-client';

/** An error for a toast: the API's message with the request id support asks for. */
export function describeApiError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return isApiError(error) && error.requestId ? `${message} (request ${error.requestId})` : message;
}
