import { BILLING_COPY, type BillingInterval, type PlanOffer } from '@scopewright/domain';
import type { BillingOverview } from '@/data/billing';
import { useState } from 'react';
import { ChangePlanDialog, type PlanChoice } from './change-plan-dialog';
import { IntervalToggle } from './interval-toggle';
import { PlanOptionCard, type PlanAction } from './plan-option-card';

function actionFor(overview: BillingOverview, plan: PlanOffer, interval: BillingInterval): PlanAction {
  const { plan: current } = overview;
  if (current.isSuspendedBySupport) return { kind: 'unavailable' };
  if (current.activeTier === plan.tier && current.interval === interval) return { kind: 'current' };
  const isPaid = ['essentials', 'premium', 'enterprise'].includes(current.activeTier);
  return { kind: 'choose', label: isPaid ? BILLING_COPY.choosePlan(plan.label) : BILLING_COPY.startPlan(plan.label) };
}

/** The three plans with the monthly/annual toggle; choosing one asks for confirmation, then applies at once. */
export function PlanPicker({ overview }: { overview: BillingOverview }) {
  const [interval, setInterval] = useState<BillingInterval>(overview.plan.interval ?? 'monthly');
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  return (
    <section aria-labelledby="billing-plans-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="billing-plans-title" className="text-lg font-semibold tracking-tight">
            {BILLING_COPY.plansTitle}
          </h2>
          <p className="text-sm text-muted-foreground">Prices per user. Annual billing gives two months free.</p>
        </div>
        <IntervalToggle value={interval} onChange={setInterval} />
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {overview.plans.map((plan) => (
          <PlanOptionCard
            key={plan.tier}
            plan={plan}
            interval={interval}
            action={actionFor(overview, plan, interval)}
            onChoose={() => setChoice({ plan, interval })}
          />
        ))}
      </ul>
      <ChangePlanDialog choice={choice} activeMembers={overview.activeMembers} onClose={() => setChoice(null)} />
    </section>
  );
}
