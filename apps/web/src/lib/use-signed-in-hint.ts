import { useEffect, useSyncExternalStore } from 'react';
import { fetchMe } from './fetch-me';
import { useSessionHint } from './session-hint';

/** Whether this page load has asked GET /api/me yet (at most once: sign-in and sign-out set the hint themselves). */
let check: 'idle' | 'pending' | 'done' = 'idle';
const listeners = new Set<() => void>();

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

const isChecked = () => check === 'done';

function confirmSession() {
  if (check !== 'idle') return;
  check = 'pending';
  // fetchMe clears the hint on 401 and keeps it on 200; a network error leaves it as it was.
  void fetchMe()
    .catch(() => undefined)
    .finally(() => {
      check = 'done';
      listeners.forEach((notify) => notify());
    });
}

/**
 * "Signed in?" for the public pages: the session hint at once, then confirmed by one GET /api/me per page load
 * when the hint says yes. Needs no TanStack Query, so the public pages' first load does not carry it; the
 * dashboard asks the server through `useAuthState({ verify: 'always' })`.
 */
export function useSignedInHint(): { isSignedIn: boolean; isChecking: boolean } {
  const isHinted = useSessionHint();
  const checked = useSyncExternalStore(subscribe, isChecked, () => false);
  useEffect(() => {
    if (isHinted) confirmSession();
  }, [isHinted]);
  return { isSignedIn: isHinted, isChecking: isHinted && !checked };
}

/** Tests only: forget this page load's check. */
export function resetSignedInHintCheck(): void {
  check = 'idle';
}
