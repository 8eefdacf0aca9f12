import { MOST_POPULAR_LABEL, type BillingInterval } from '@scopewright/domain';
import { Check, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { planPrice, type PricingPlan } from '../../pricing/pricing-plans';

export function PlanCard({ plan, interval }: { plan: PricingPlan; interval: BillingInterval }) {
  const price = planPrice(plan.tier, interval);
  const headingId = `plan-${plan.tier}`;
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 sm:p-8',
        plan.isPopular && 'border-primary/50 shadow-xl shadow-primary/10 ring-1 ring-primary/30',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold">
          {plan.name}
        </h3>
        {plan.isPopular && <Badge>{MOST_POPULAR_LABEL}</Badge>}
      </div>
      <p className="mt-2 min-h-12 text-sm leading-6 text-muted-foreground">{plan.summary}</p>
      <p className="mt-5 flex flex-wrap items-baseline gap-x-1.5" aria-live="polite">
        <span className="text-4xl font-semibold tracking-tight tabular">{price.amount}</span>
        <span className="text-sm text-muted-foreground">{price.suffix}</span>
      </p>
      <p className="mt-1 text-[13px] text-muted-foreground">{price.note}</p>
      <Button className="mt-6" size="lg" variant={plan.isPopular ? 'default' : 'outline'} asChild>
        <Link to="/signup">Start free trial</Link>
      </Button>
      <ul className="mt-7 flex flex-1 flex-col gap-2.5 border-t pt-6 text-sm">
        {plan.features.map((feature) => (
          <li key={feature.label} className={cn('flex gap-2', !feature.isIncluded && 'text-muted-foreground')}>
            {feature.isIncluded ? (
              <Check className="mt-0.5 size-4 shrink-0 text-brand-ink" aria-hidden />
            ) : (
              <Minus className="mt-0.5 size-4 shrink-0" aria-hidden />
            )}
            <span>
              {feature.label}
              {!feature.isIncluded && <span className="sr-only"> (not included)</span>}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
