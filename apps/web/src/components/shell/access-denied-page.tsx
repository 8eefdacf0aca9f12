import { ShieldX } from 'lucide-react';
import { SHELL_COPY } from '@scopewright/domain';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';

/** The message comes from ?message=, with a default. */
export function AccessDeniedPage() {
  const [params] = useSearchParams();
  const message = params.get('message')?.trim() || SHELL_COPY.accessDeniedDefault;
  return (
    <section className="flex justify-center px-4 py-16 sm:py-24">
      <div className="w-full max-w-md rounded-xl border bg-card p-8 text-center shadow-sm">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-warning/15 text-warning">
          <ShieldX className="size-6" aria-hidden />
        </span>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight">Access denied</h1>
        <p className="mt-3 text-[15px] leading-6 text-foreground" data-testid="access-denied-message">
          {message}
        </p>
        <p className="mt-2 text-sm leading-6 text-muted-foreground">{SHELL_COPY.accessDeniedHint}</p>
        <div className="mt-7 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button asChild>
            <Link to="/dashboard">{SHELL_COPY.goToDashboard}</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/support">{SHELL_COPY.contactSupport}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
