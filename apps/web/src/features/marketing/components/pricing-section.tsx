import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { SectionHeading } from './section-heading';

const PLANS = [
  {
    name: 'Essentials',
    price: 99,
    note: 'per user / month',
    popular: false,
    features: ['1 user, 100 quotes, 10 templates', '50 AI generations / month', 'Branded quotes and client management'],
  },
  {
    name: 'Premium',
    price: 129,
    note: 'per user / month · 5-user minimum',
    popular: true,
    features: [
      'Everything in Essentials',
      '500 quotes, 50 templates',
      '200 AI generations / month',
      'User management, PSA integration, analytics',
    ],
  },
  {
    name: 'Enterprise',
    price: 250,
    note: 'per user / month · 5-user minimum',
    popular: false,
    features: [
      'Everything in Premium',
      'Unlimited users, quotes and templates',
      'Unlimited AI generations',
      'API access and white labeling',
    ],
  },
] as const;

export function PricingSection() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:px-6 sm:py-24"
    >
      <SectionHeading
        id="pricing-heading"
        eyebrow="Pricing"
        title="Simple per-user pricing"
        lead="Every plan starts with a 14-day Enterprise trial. No credit card. Save with annual billing."
      />
      <ul className="mt-14 grid gap-4 lg:grid-cols-3">
        {PLANS.map((plan) => (
          <li
            key={plan.name}
            className={cn(
              'flex flex-col rounded-2xl border bg-card p-6 sm:p-8',
              plan.popular && 'border-primary/50 shadow-xl shadow-primary/10 ring-1 ring-primary/30',
            )}
          >
            <div className="flex items-center justify-between">
              <h3 className="text-base font-semibold">{plan.name}</h3>
              {plan.popular && <Badge>Most Popular</Badge>}
            </div>
            <p className="mt-4 flex items-baseline gap-1">
              <span className="text-4xl font-semibold tracking-tight tabular">${plan.price}</span>
              <span className="text-sm text-muted-foreground">USD</span>
            </p>
            <p className="mt-1 text-[13px] text-muted-foreground">{plan.note}</p>
            <ul className="mt-6 flex flex-1 flex-col gap-2.5 text-sm">
              {plan.features.map((f) => (
                <li key={f} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-brand-ink" aria-hidden />
                  {f}
                </li>
              ))}
            </ul>
            <Button className="mt-8" variant={plan.popular ? 'default' : 'outline'} asChild>
              <Link to="/signup">Start free trial</Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
