import { useEffect, useSyncExternalStore } from 'react';

/** Names a screen gives the record it shows (a client's name, "Q-1042"), keyed by pathname, for the breadcrumb. */
const labels = new Map<string, string>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRecordLabelFor(pathname: string): string | undefined {
  return useSyncExternalStore(subscribe, () => labels.get(pathname));
}

/** Call from a record screen once its name is known; the breadcrumb shows it instead of the id. */
export function useRecordLabel(pathname: string, label: string | null | undefined): void {
  useEffect(() => {
    if (!label) return;
    labels.set(pathname, label);
    notify();
    return () => {
      labels.delete(pathname);
      notify();
    };
  }, [pathname, label]);
}
