import { useSyncExternalStore } from 'react';
import { localSetting } from '@/lib/local-setting';

/**
 * "This browser signed in and has not signed out since." The session cookie is httpOnly, so public pages use
 * this flag to skip GET /api/me (and its 401) for visitors who cannot have a session. Not a security boundary:
 * the server decides; the dashboard always asks it.
 */
const KEY = 'scopewright.session-hint';
const listeners = new Set<() => void>();

export function hasSessionHint(): boolean {
  return localSetting.get(KEY) === '1';
}

export function setSessionHint(signedIn: boolean): void {
  if (signedIn === hasSessionHint()) return;
  if (signedIn) localSetting.set(KEY, '1');
  else localSetting.remove(KEY);
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, hasSessionHint, () => false);
}
