import {
  ANNUAL_FREE_MONTHS,
  BILLING_INTERVAL_LABELS,
  BILLING_INTERVALS,
  type BillingInterval,
} from '@scopewright/domain';
import { useId } from 'react';
import { cn } from '@/lib/utils';

/** Monthly / annual: native radios (arrow keys, one tab stop) styled as a segmented control. */
export function IntervalToggle({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (v: BillingInterval) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex w-fit items-center gap-1 rounded-full border bg-card p-1 shadow-xs">
      <legend className="sr-only">Billing period</legend>
      {BILLING_INTERVALS.map((interval) => (
        <label
          key={interval}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded-full px-3.5 py-1 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            value === interval ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <input
            type="radio"
            name={name}
            value={interval}
            checked={value === interval}
            onChange={() => onChange(interval)}
            className="sr-only"
          />
          {BILLING_INTERVAL_LABELS[interval]}
          {interval === 'annual' && (
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-[11px] font-semibold',
                value === 'annual' ? 'bg-primary-foreground text-primary' : 'bg-brand-soft text-brand-ink',
              )}
            >
              {ANNUAL_FREE_MONTHS} months free
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
