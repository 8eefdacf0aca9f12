import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authKeys } from '@/lib/auth-keys';

export const PROFILE_EVENTS_URL = '/api/me/events';
const LEADER_LOCK = 'scopewright.profile-events';
const TAB_CHANNEL = 'scopewright.profile-events';
/** After the server closed the stream for good (e.g. 401), try again this much later if still signed in. */
const REOPEN_AFTER_MS = 5_000;
/** A `ready` (re)connection reloads the profile unless it was loaded this recently. */
const FRESH_MS = 2_000;

/**
 * The profile is reloaded on a live update of the user's own profile row (docs/product-rules.md#live-profile). One tab per browser (the
 * holder of a Web Lock) keeps the GET /api/me/events stream open and tells the other tabs over a
 * BroadcastChannel, so many open tabs do not use up the browser's connections. Every tab then reloads
 * GET /api/me. Without Web Locks each tab opens its own stream.
 */
export function useProfileEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const stop = new AbortController();
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TAB_CHANNEL);
    const reload = () => void queryClient.invalidateQueries({ queryKey: authKeys.me() });
    const isStale = () => Date.now() - (queryClient.getQueryState(authKeys.me())?.dataUpdatedAt ?? 0) > FRESH_MS;
    channel?.addEventListener('message', reload);

    let source: EventSource | null = null;
    let reopenTimer: number | undefined;
    const open = () => {
      if (stop.signal.aborted) return;
      const current = new EventSource(PROFILE_EVENTS_URL, { withCredentials: true });
      source = current;
      const changed = () => {
        reload();
        channel?.postMessage('profile');
      };
      current.addEventListener('profile', changed);
      // A new or resumed stream may have missed changes while it was down.
      current.addEventListener('ready', () => {
        if (isStale()) changed();
      });
      current.addEventListener('error', () => {
        if (current.readyState !== EventSource.CLOSED) return; // the browser reconnects by itself
        changed(); // a refused stream usually means the session ended: the reload finds out
        reopenTimer = window.setTimeout(open, REOPEN_AFTER_MS);
      });
    };

    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks) {
      locks
        .request(LEADER_LOCK, { signal: stop.signal }, () => {
          open();
          return new Promise<void>((resolve) => stop.signal.addEventListener('abort', () => resolve()));
        })
        .catch(() => {});
    } else {
      open();
    }

    return () => {
      stop.abort();
      window.clearTimeout(reopenTimer);
      source?.close();
      channel?.close();
    };
  }, [enabled, queryClient]);
}
