import { VERSION_CONTROL_COPY as COPY } from '@scopewright/domain';
import { AlertCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A load failure in the screen's words, the request id for support, and a retry. */
export function LoadError({
  error,
  say,
  onRetry,
}: {
  error: unknown;
  say: (message: string) => string;
  onRetry: () => void;
}) {
  const requestId = isApiError(error) ? error.requestId : null;
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-8 text-center">
      <AlertCircle className="size-6 text-destructive" aria-hidden />
      <p className="text-sm font-medium">{say(messageOf(error))}</p>
      {requestId && <p className="text-xs text-muted-foreground">{`Request id ${requestId}`}</p>}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {COPY.retry}
      </Button>
    </div>
  );
}
