import { BILLING_COPY, usageRatio, usageTone, type UsageMeter } from '@scopewright/domain';
import type { BillingOverview } from '@/data/billing';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { formatCount, formatLimit } from './billing-format';

const BAR = { ok: 'bg-primary', warning: 'bg-amber-500', full: 'bg-destructive' } as const;

/** One meter per tier limit (docs/product-rules.md#tiers-and-limits): users, quotes, templates and AI generations this month. */
export function UsageCard({ overview }: { overview: BillingOverview }) {
  return (
    <Card className="h-full" data-testid="usage">
      <CardHeader>
        <CardTitle>{BILLING_COPY.usageTitle}</CardTitle>
        <CardDescription>What your workspace uses of its plan.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-4">
          {overview.usage.map((meter) => (
            <UsageRow key={meter.key} meter={meter} />
          ))}
        </ul>
        <p className="mt-4 text-[13px] text-muted-foreground">
          Users count active members and pending invitations.{' '}
          <Link to="/dashboard/users" className="font-medium text-brand-ink underline-offset-4 hover:underline">
            Manage users
          </Link>
        </p>
      </CardContent>
    </Card>
  );
}

function UsageRow({ meter }: { meter: UsageMeter }) {
  const tone = usageTone(meter.used, meter.limit);
  const isUnlimited = meter.limit === 'unlimited';
  const text = isUnlimited
    ? `${formatCount(meter.used)} · ${BILLING_COPY.unlimited}`
    : `${formatCount(meter.used)} of ${formatLimit(meter.limit)}`;
  return (
    <li data-testid={`usage-${meter.key}`}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{meter.label}</span>
        <span
          className={cn('tabular-nums text-muted-foreground', tone === 'full' && !isUnlimited && 'text-destructive')}
        >
          {text}
        </span>
      </div>
      <div
        role="meter"
        aria-label={meter.label}
        aria-valuemin={0}
        aria-valuemax={meter.limit === 'unlimited' ? meter.used : meter.limit}
        aria-valuenow={meter.used}
        aria-valuetext={text}
        className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full', isUnlimited ? 'bg-primary/40' : BAR[tone])}
          style={{ width: `${isUnlimited ? (meter.used > 0 ? 4 : 0) : usageRatio(meter.used, meter.limit) * 100}%` }}
        />
      </div>
    </li>
  );
}
