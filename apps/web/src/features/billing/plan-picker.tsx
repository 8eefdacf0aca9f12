import { BILLING_COPY, type BillingInterval } from '@scopewright/domain';
import { useState } from 'react';
import type { BillingOverview } from '@/data/billing';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { ChangePlanDialog } from './change-plan-dialog';
import { CheckoutDialog } from './checkout-dialog';
import { IntervalToggle } from './interval-toggle';
import { planActionFor, planFlowFor, type PlanChoice, type PlanFlow } from './plan-actions';
import { PlanOptionCard } from './plan-option-card';
import { SubscriptionControls } from './subscription-controls';
import { SwitchPlanDialog } from './switch-plan-dialog';
import { liveSubscription } from './subscription-state';

const FLOW_NOTES: Record<PlanFlow, string> = {
  manual: COPY.plansNoteManual,
  checkout: COPY.plansNoteCheckout,
  switch: COPY.plansNoteLive,
};

/** The three plans with the monthly/annual toggle; a choice is confirmed, then applied, bought or switched. */
export function PlanPicker({ overview }: { overview: BillingOverview }) {
  const subscription = liveSubscription(overview);
  const flow = planFlowFor(overview);
  const [interval, setInterval] = useState<BillingInterval>(
    subscription?.interval ?? overview.plan.interval ?? 'monthly',
  );
  const [choice, setChoice] = useState<PlanChoice | null>(null);
  const close = () => setChoice(null);
  return (
    <section aria-labelledby="billing-plans-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="billing-plans-title" className="text-lg font-semibold tracking-tight">
            {BILLING_COPY.plansTitle}
          </h2>
          <p className="text-sm text-muted-foreground">
            Prices per user. Annual billing gives two months free. {FLOW_NOTES[flow]}
          </p>
        </div>
        <IntervalToggle value={interval} onChange={setInterval} />
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {overview.plans.map((plan) => (
          <PlanOptionCard
            key={plan.tier}
            plan={plan}
            interval={interval}
            action={planActionFor(overview, plan, interval)}
            onChoose={() => setChoice({ plan, interval })}
          />
        ))}
      </ul>
      {subscription && !overview.plan.isSuspendedBySupport && <SubscriptionControls subscription={subscription} />}
      {flow === 'manual' && <ChangePlanDialog choice={choice} activeMembers={overview.activeMembers} onClose={close} />}
      {flow === 'checkout' && <CheckoutDialog choice={choice} activeMembers={overview.activeMembers} onClose={close} />}
      {flow === 'switch' && subscription && (
        <SwitchPlanDialog
          choice={choice}
          subscription={subscription}
          activeMembers={overview.activeMembers}
          onClose={close}
        />
      )}
    </section>
  );
}
