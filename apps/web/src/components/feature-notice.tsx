import type { LucideIcon } from 'lucide-react';
import { AlertCircle, Lock } from 'lucide-react';
import { QuotePlanNotice } from '@/components/quotes/quote-plan-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { isApiError } from '@/lib/api-client';

/** A settings area's centred notice: an icon, a title and what it means (who manages it, what it would do). */
export function FeatureNotice({
  icon: Icon,
  title,
  body,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  testId: string;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center" data-testid={testId}>
      <span className="flex size-12 items-center justify-center rounded-xl bg-muted text-muted-foreground">
        <Icon className="size-6" aria-hidden />
      </span>
      <h3 className="text-base font-semibold">{title}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{body}</p>
    </Card>
  );
}

/** A plan without the feature: the plan's upgrade prompt, then what the feature would do. */
export function FeatureUpgradeNotice({
  message,
  isAdmin,
  title,
  body,
  testId,
}: {
  message: string;
  isAdmin: boolean;
  title: string;
  body: string;
  testId: string;
}) {
  return (
    <div className="grid gap-4" data-testid={testId}>
      <QuotePlanNotice message={message} isAdmin={isAdmin} />
      <FeatureNotice icon={Lock} title={title} body={body} testId={`${testId}-card`} />
    </div>
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A read that failed: what went wrong, the server's words and request id, and a retry. `title` is a heading with
 * the server's message below it; `say` puts the message into the screen's own sentence instead ("Failed to fetch
 * email logs: …"). `framed` draws its own card (a whole screen); without it, it sits inside the card whose list
 * failed.
 */
export function LoadErrorNotice({
  error,
  onRetry,
  framed = false,
  ...words
}: {
  error: unknown;
  onRetry: () => void;
  framed?: boolean;
} & ({ title: string } | { say: (message: string) => string })) {
  const requestId = isApiError(error) ? error.requestId : null;
  const Frame = framed ? Card : 'div';
  return (
    <Frame
      role="alert"
      className={cn('flex flex-col items-center gap-3 px-6 text-center', framed ? 'py-10' : 'pt-4 pb-8')}
    >
      <AlertCircle className="size-6 text-destructive" aria-hidden />
      {'say' in words ? (
        <p className="text-sm font-medium">{words.say(messageOf(error))}</p>
      ) : (
        <>
          <p className="text-sm font-medium">{words.title}</p>
          {error instanceof Error && <p className="max-w-md text-sm text-muted-foreground">{error.message}</p>}
        </>
      )}
      {requestId && <p className="text-xs text-muted-foreground">{`Request id ${requestId}`}</p>}
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Frame>
  );
}
