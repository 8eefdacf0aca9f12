import { RefreshCwIcon, XIcon } from 'lucide-react';
import { SHELL_COPY } from '@scopewright/domain';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { registerServiceWorker, type UpdateHandle } from '@/lib/service-worker';

/** Spec §2.16: fixed bottom-right notice when a new worker waits behind the one controlling the page. */
export function UpdateNotice() {
  const [update, setUpdate] = useState<UpdateHandle | null>(null);
  const [isRefreshing, setRefreshing] = useState(false);

  useEffect(() => {
    const start = () => void registerServiceWorker(setUpdate);
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  if (!update) return null;

  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed right-4 bottom-4 z-50 w-[calc(100%-2rem)] max-w-[400px] rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-ink">
          <RefreshCwIcon className="size-4" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold">{SHELL_COPY.updateHeading}</h2>
          <p className="mt-0.5 text-[13px] text-muted-foreground">{SHELL_COPY.updateText}</p>
          <Button
            size="sm"
            className="mt-3"
            disabled={isRefreshing}
            onClick={() => {
              setRefreshing(true);
              update.activate();
            }}
          >
            {SHELL_COPY.updateRefresh}
          </Button>
        </div>
        <Button variant="ghost" size="icon-sm" aria-label="Dismiss update notice" onClick={() => setUpdate(null)}>
          <XIcon aria-hidden />
        </Button>
      </div>
    </div>
  );
}
