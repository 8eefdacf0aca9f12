import { isApiError } from './api-error';

const FALLBACK = 'Something went wrong. Please try again.';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/**
 * The one toast for a failed write (docs/decisions/0035): the server's message, and its request id for support.
 * The query client shows it for every failed mutation unless the mutation says `meta: { errorToast: false }`.
 */
export function toastMutationError(error: unknown, action?: ToastAction): void {
  const message = error instanceof Error && error.message ? error.message : FALLBACK;
  const requestId = isApiError(error) ? error.requestId : null;
  // sonner loads with the first toast, not with the dashboard's first screen (the toaster itself is lazy too).
  void import('sonner').then(({ toast }) =>
    toast.error(message, { description: requestId ? `Request id ${requestId}` : undefined, action }),
  );
}

/** An error as one line for an inline notice: the message and the request id. */
export function describeApiError(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : FALLBACK;
  return isApiError(error) && error.requestId ? `${message} (request ${error.requestId})` : message;
}
