import { lazy, Suspense } from 'react';
import { importWithRetry } from '@/lib/import-with-retry';
import type { NavDrawerProps } from './nav-drawer';
import { useOpenedOnce } from './use-opened-once';

const loadNavDrawer = () => importWithRetry(() => import('./nav-drawer'), 'the navigation');
const NavDrawer = lazy(() => loadNavDrawer().then((m) => ({ default: m.NavDrawer })));

/** Starts downloading the drawer when a press on its button begins, so it is there by the time the press ends. */
export const preloadNavDrawer = () => void loadNavDrawer().catch(() => undefined);

/**
 * The phone's navigation drawer (Radix Dialog and its scroll lock) is downloaded when it is first opened, not with
 * the dashboard's first screen, which wide screens see with the sidebar instead (ADR 0040); once loaded it stays
 * mounted so closing it animates as before.
 */
export function LazyNavDrawer(props: NavDrawerProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <NavDrawer {...props} />
    </Suspense>
  );
}
