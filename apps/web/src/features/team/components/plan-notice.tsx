import { appLinks } from '@scopewright/domain';
import { AlertTriangle, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** A calm banner above the team: the plan's limits (amber, with the way to Billing) or a read-only note. */
export function PlanNotice({
  tone,
  children,
  withBillingLink = false,
}: {
  tone: 'warning' | 'info';
  children: ReactNode;
  withBillingLink?: boolean;
}) {
  const Icon = tone === 'warning' ? AlertTriangle : Info;
  return (
    <div
      role={tone === 'warning' ? 'alert' : 'status'}
      data-testid="team-notice"
      className={cn(
        'flex flex-col gap-2 rounded-lg border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between',
        tone === 'warning'
          ? 'border-amber-500/40 bg-amber-50 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100'
          : 'bg-muted/50 text-muted-foreground',
      )}
    >
      <p className="flex gap-2.5">
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{children}</span>
      </p>
      {withBillingLink && (
        <Link
          to={appLinks.billing()}
          className="shrink-0 pl-6.5 font-medium underline underline-offset-4 hover:no-underline sm:pl-0"
        >
          View plans in Billing
        </Link>
      )}
    </div>
  );
}
