import { BILLING_COPY, MOST_POPULAR_LABEL, type BillingInterval, type PlanOffer } from '@scopewright/domain';
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { formatLimit, formatUsd } from './billing-format';
import type { PlanAction } from './plan-actions';

function limitLines(plan: PlanOffer): string[] {
  const { maxUsers, maxQuotes, maxTemplates, aiGenerationsPerMonth } = plan.limits;
  return [
    maxUsers === 'unlimited' ? 'Unlimited users' : `${formatLimit(maxUsers)} ${maxUsers === 1 ? 'user' : 'users'}`,
    maxQuotes === 'unlimited' ? 'Unlimited quotes' : `${formatLimit(maxQuotes)} quotes`,
    maxTemplates === 'unlimited' ? 'Unlimited templates' : `${formatLimit(maxTemplates)} templates`,
    aiGenerationsPerMonth === 'unlimited'
      ? 'Unlimited AI generations'
      : `${formatLimit(aiGenerationsPerMonth)} AI generations / month`,
  ];
}

export function PlanOptionCard({
  plan,
  interval,
  action,
  onChoose,
}: {
  plan: PlanOffer;
  interval: BillingInterval;
  action: PlanAction;
  onChoose: () => void;
}) {
  const perUser = interval === 'annual' ? plan.annualPerUserCents : plan.monthlyPerUserCents;
  const headingId = `billing-plan-${plan.tier}`;
  const isCurrent = action.kind === 'current';
  return (
    <li
      aria-labelledby={headingId}
      data-testid={`plan-${plan.tier}`}
      className={cn(
        'relative flex flex-col rounded-xl border bg-card p-5',
        plan.isPopular && 'border-primary/50 shadow-lg shadow-primary/10 ring-1 ring-primary/30',
        isCurrent && 'bg-brand-soft/40',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {plan.label}
        </h3>
        <div className="flex gap-1.5">
          {isCurrent && <Badge variant="outline">{BILLING_COPY.currentPlan}</Badge>}
          {plan.isPopular && <Badge>{MOST_POPULAR_LABEL}</Badge>}
        </div>
      </div>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-1">
        <span className="text-3xl font-semibold tracking-tight tabular-nums">{formatUsd(perUser)}</span>
        <span className="text-sm text-muted-foreground">{COPY.perSeat(interval, plan.minUsers)}</span>
      </p>
      <p className="mt-1 text-[13px] text-muted-foreground">
        {interval === 'annual'
          ? `${formatUsd(Math.round(plan.annualPerUserCents / 12))}/user/mo, billed annually`
          : 'Billed monthly'}
      </p>
      <ul className="mt-4 flex flex-1 flex-col gap-2 border-t pt-4 text-sm">
        {limitLines(plan).map((line) => (
          <li key={line} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-ink" aria-hidden />
            {line}
          </li>
        ))}
      </ul>
      <Button
        className="mt-5"
        variant={plan.isPopular && !isCurrent ? 'default' : 'outline'}
        disabled={action.kind !== 'choose'}
        onClick={onChoose}
        aria-describedby={headingId}
      >
        {action.kind === 'choose' ? action.label : isCurrent ? BILLING_COPY.currentPlan : 'Unavailable'}
      </Button>
    </li>
  );
}
