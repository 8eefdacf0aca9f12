import { MARKETING_COPY, type BillingInterval } from '@scopewright/domain';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { PRICING_PLANS } from '../../pricing/pricing-plans';
import { SectionHeading } from '../section-heading';
import { BillingIntervalToggle } from './billing-interval-toggle';
import { PlanCard } from './plan-card';

export function PricingSection() {
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 border-y bg-muted/40">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
        <SectionHeading
          id="pricing-heading"
          eyebrow="Pricing"
          title="Simple per-user pricing"
          lead="Prices in USD per user. Pay monthly, or annually and get 2 months free. Upgrade, downgrade or cancel any time."
        />
        <div className="mt-10">
          <BillingIntervalToggle value={interval} onChange={setInterval} />
        </div>
        <ul className="mt-10 grid gap-4 lg:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <PlanCard key={plan.tier} plan={plan} interval={interval} />
          ))}
        </ul>
        <p className="mt-8 flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
          <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden />
          Every account starts with a {MARKETING_COPY.trialNoCard}.
        </p>
      </div>
    </section>
  );
}
