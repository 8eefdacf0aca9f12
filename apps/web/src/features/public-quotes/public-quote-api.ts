import { publicQuoteApiPath, type PublicQuoteView } from '@scopewright/domain';
import { ApiError } from '@/lib/api-error';

/** The signed (once accepted) or current client PDF: a plain link, the browser downloads it. */
export const publicQuotePdfUrl = (token: string) => `${publicQuoteApiPath(token)}/document.pdf`;

const NETWORK_MESSAGE = 'Network error. Please check your connection and try again';

interface ErrorPayload {
  error?: { code?: unknown; message?: unknown; requestId?: unknown; details?: unknown };
}

/**
 * The page's first request. Unlike lib/api-client it reads the error body without zod, so the page's first load
 * carries no schema library (the accept and decline forms bring it when opened).
 */
export async function fetchPublicQuote(token: string, signal?: AbortSignal): Promise<PublicQuoteView> {
  let response: Response;
  try {
    response = await fetch(publicQuoteApiPath(token), { headers: { Accept: 'application/json' }, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ code: 'NETWORK', message: NETWORK_MESSAGE, status: 0 });
  }
  if (response.ok) return (await response.json()) as PublicQuoteView;
  const payload = (await response.json().catch(() => null)) as ErrorPayload | null;
  const error = payload?.error ?? {};
  return Promise.reject(
    new ApiError({
      code: 'UNKNOWN',
      message: typeof error.message === 'string' ? error.message : response.statusText,
      status: response.status,
      requestId: typeof error.requestId === 'string' ? error.requestId : (response.headers.get('x-request-id') ?? null),
      details: error.details,
    }),
  );
}
