import { WIZARD_COPY as COPY } from '@scopewright/domain';
import { AlertCircle, Check, PauseCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { AutosaveStatus } from './autosave-machine';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** "Saving… / Saved · 12:03 / Couldn't save — Retry", announced politely. */
export function AutosaveIndicator({ status, onRetry }: { status: AutosaveStatus; onRetry: () => void }) {
  return (
    <div
      aria-live="polite"
      data-testid="autosave-status"
      data-state={status.kind}
      className="flex items-center gap-1.5 text-[13px] text-muted-foreground"
    >
      {status.kind === 'saving' && <span>{COPY.saving}</span>}
      {status.kind === 'pending' && <span>{COPY.unsaved}</span>}
      {status.kind === 'saved' && (
        <>
          <Check className="size-3.5 text-emerald-600" aria-hidden />
          <span>{COPY.saved(timeFormat.format(status.at))}</span>
        </>
      )}
      {status.kind === 'error' && (
        <>
          <AlertCircle className="size-3.5 text-destructive" aria-hidden />
          <span className="text-destructive" title={status.message}>
            {COPY.saveFailed}
          </span>
          <Button variant="link" size="sm" className="h-auto px-1" onClick={onRetry}>
            {COPY.retry}
          </Button>
        </>
      )}
      {status.kind === 'stopped' && (
        <>
          <PauseCircle className="size-3.5" aria-hidden />
          <span>Autosave paused</span>
        </>
      )}
    </div>
  );
}
