import { lazy, Suspense, useState } from 'react';
import { importWithRetry } from '@/lib/import-with-retry';
import type { Viewer } from './page-access';
import { useOpenedOnce } from './use-opened-once';

const CommandPalette = lazy(() =>
  importWithRetry(() => import('./command-palette'), 'the command palette').then((m) => ({
    default: m.CommandPalette,
  })),
);

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  viewer?: Viewer | null;
}

/**
 * The command palette (cmdk and its list) is downloaded the first time it is opened, not with the dashboard's
 * first screen (ADR 0040); once loaded it stays mounted so closing it animates as before. While it loads, a
 * plain search field takes the typing, and the palette opens with it.
 */
export function LazyCommandPalette(props: Props) {
  const wasOpened = useOpenedOnce(props.open);
  const [typed, setTyped] = useState('');
  if (!wasOpened) return null;
  const loading = props.open ? (
    <TypingWhileLoading value={typed} onChange={setTyped} onClose={() => props.onOpenChange(false)} />
  ) : null;
  return (
    <Suspense fallback={loading}>
      <CommandPalette {...props} initialSearch={typed} />
    </Suspense>
  );
}

function TypingWhileLoading(props: { value: string; onChange: (value: string) => void; onClose: () => void }) {
  return (
    <div className="fixed inset-0 z-50 bg-black/50">
      <input
        // Focused as it is attached (in the commit, before the next key press arrives), not in an effect.
        ref={(input) => input?.focus()}
        aria-label="Search commands"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && props.onClose()}
        placeholder="Search quotes, clients or commands…"
        className="mx-auto mt-[15vh] block h-12 w-[calc(100%-2rem)] rounded-lg border bg-background px-4 text-sm shadow-lg outline-none sm:max-w-xl"
      />
    </div>
  );
}
