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

let firstRead: { token: string; settled: PublicQuoteLoad | null } | null = null;

/**
 * Starts the first read as the script loads, before anything renders (public-quote-main.tsx). The promise
 * resolves once the read has settled, so the page can render its first frame with the outcome.
 */
export function prefetchPublicQuote(token: string): Promise<void> {
  const read = { token, settled: null as PublicQuoteLoad | null };
  firstRead = read;
  return fetchPublicQuote(token).then(
    (view) => {
      read.settled = { status: 'ready', view };
    },
    (error: unknown) => {
      read.settled = toLoad(error);
    },
  );
}

/** The first read's outcome, when it has already arrived: the page then renders once, not loading-then-ready. */
const settledFirstRead = (token: string) => (firstRead?.token === token ? firstRead.settled : null);

/**
 * The page's one read: the view, or why there is none; `replace` takes the view an accept or decline returned,
 * `refresh` reads it again when the server says it changed.
 */
export function usePublicQuote(token: string) {
  const [load, setLoad] = useState<PublicQuoteLoad>(() => settledFirstRead(token) ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt === 0 && settledFirstRead(token)) return;
    const controller = new AbortController();
    fetchPublicQuote(token, controller.signal).then(
      // A transition: a runtime that can render the long document in slices does (the page's Preact renders it whole).
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
