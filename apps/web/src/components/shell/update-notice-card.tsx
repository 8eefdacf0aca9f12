import { RefreshCwIcon, XIcon } from 'lucide-react';
import { SHELL_COPY } from '@scopewright/domain';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { UpdateHandle } from '@/lib/service-worker';

/** The update notice itself (update-notice.tsx), loaded only when an update waits. */
export default function UpdateNoticeCard({ update, onDismiss }: { update: UpdateHandle; onDismiss: () => void }) {
  const [isRefreshing, setRefreshing] = useState(false);

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
        <Button variant="ghost" size="icon-sm" aria-label="Dismiss update notice" onClick={onDismiss}>
          <XIcon aria-hidden />
        </Button>
      </div>
    </div>
  );
}
