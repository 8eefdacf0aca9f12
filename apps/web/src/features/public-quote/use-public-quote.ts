import type { PublicQuoteUnavailable, PublicQuoteView } from '@scopewright/domain';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { fetchPublicQuote } from './public-quote-api';

export type PublicQuoteLoad =
  | { status: 'loading' }
  | { status: 'ready'; view: PublicQuoteView }
  | { status: 'unavailable'; newerVersionSent: boolean }
  | { status: 'error'; error: ApiError };

const newerVersionSent = (details: unknown) =>
  typeof details === 'object' && details !== null && (details as PublicQuoteUnavailable).newerVersionSent === true;

function toLoad(error: unknown): PublicQuoteLoad {
  if (error instanceof ApiError && error.status === 404) {
    return { status: 'unavailable', newerVersionSent: newerVersionSent(error.details) };
  }
  if (error instanceof ApiError) return { status: 'error', error };
  return { status: 'error', error: new ApiError({ code: 'UNKNOWN', message: String(error), status: 0 }) };
}

let firstRequest: { token: string; promise: Promise<PublicQuoteView> } | null = null;

/** Starts the first read as the script loads, before React renders (public-quote-main.tsx). */
export function prefetchPublicQuote(token: string) {
  const promise = fetchPublicQuote(token);
  promise.catch(() => undefined);
  firstRequest = { token, promise };
}

/**
 * The page's one read: the view, or why there is none; `replace` takes the view an accept or decline returned,
 * `refresh` reads it again when the server says it changed.
 */
export function usePublicQuote(token: string) {
  const [load, setLoad] = useState<PublicQuoteLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const request = attempt === 0 && firstRequest?.token === token ? firstRequest.promise : null;
    (request ?? fetchPublicQuote(token, controller.signal)).then(
      // A transition: React renders the long document in slices instead of one long task (Total Blocking Time).
      (view) => {
        if (!controller.signal.aborted) startTransition(() => setLoad({ status: 'ready', view }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad(toLoad(error));
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((view: PublicQuoteView) => setLoad({ status: 'ready', view }), []);
  /** Reads the view again in place (no skeleton): after a 409 the quote has moved on (accepted, expired…). */
  const refresh = useCallback(() => {
    fetchPublicQuote(token).then(
      (view) => setLoad({ status: 'ready', view }),
      (error: unknown) => setLoad(toLoad(error)),
    );
  }, [token]);
  return { load, retry, replace, refresh };
}
