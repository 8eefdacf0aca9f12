import { AlertTriangleIcon, RefreshCwIcon } from 'lucide-react';
import { SHELL_COPY } from '@scopewright/domain';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface ErrorScreenProps {
  title: string;
  message: string;
  onRetry?: () => void;
  showDashboardLink?: boolean;
  fullScreen?: boolean;
  children?: ReactNode;
}

/** The loading-error and "Something went wrong" screens (docs/product-rules.md#app-shell). */
export function ErrorScreen({
  title,
  message,
  onRetry,
  showDashboardLink = true,
  fullScreen = false,
  children,
}: ErrorScreenProps) {
  return (
    <div
      role="alert"
      className={cn('flex items-center justify-center px-4 py-16', fullScreen && 'min-h-dvh bg-background')}
    >
      <div className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <span className="mx-auto flex size-11 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <AlertTriangleIcon className="size-5" aria-hidden />
        </span>
        <h1 className="mt-4 text-lg font-semibold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm leading-6 text-muted-foreground">{message}</p>
        {children}
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button onClick={() => window.location.reload()}>
            <RefreshCwIcon aria-hidden /> {SHELL_COPY.refreshPage}
          </Button>
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              {SHELL_COPY.tryAgain}
            </Button>
          )}
          {showDashboardLink && (
            <Button variant="ghost" asChild>
              <a href="/dashboard">{SHELL_COPY.goToDashboard}</a>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
