import { TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';

/** A read that failed: what happened, what to do, and the request id for support. */
export function LoadError({ title, error, onRetry }: { title: string; error: Error; onRetry: () => void }) {
  const requestId = isApiError(error) ? error.requestId : null;
  return (
    <div role="alert" className="flex flex-col items-center gap-2 rounded-xl border bg-card px-6 py-10 text-center">
      <span className="flex size-9 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <AlertTriangle className="size-4" aria-hidden />
      </span>
      <p className="text-sm font-semibold">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">{error.message}</p>
      {requestId && <p className="text-xs text-muted-foreground">{COPY.requestId(requestId)}</p>}
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
        {COPY.tryAgain}
      </Button>
    </div>
  );
}
