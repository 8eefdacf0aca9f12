import { lazy, Suspense, useState } from 'react';
import { importWithRetry } from '@/lib/import-with-retry';
import type { Viewer } from './page-access';

const CommandPalette = lazy(() =>
  importWithRetry(() => import('./command-palette'), 'the command palette').then((m) => ({
    default: m.CommandPalette,
  })),
);

/**
 * The command palette (cmdk and its list) is downloaded the first time it is opened, not with the dashboard's
 * first screen (ADR 0040); once loaded it stays mounted so closing it animates as before.
 */
export function LazyCommandPalette(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewer?: Viewer | null;
}) {
  const [wasOpened, setWasOpened] = useState(props.open);
  if (props.open && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette {...props} />
    </Suspense>
  );
}
