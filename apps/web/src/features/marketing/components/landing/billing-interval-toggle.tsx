import type { BillingInterval } from '@scopewright/domain';
import { useId } from 'react';
import { cn } from '@/lib/utils';
import { ANNUAL_SAVING_LABEL } from '../../pricing/pricing-plans';

const OPTIONS: { value: BillingInterval; label: string }[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
];

/** Monthly / annual switch: native radios (arrow keys, one tab stop) styled as a segmented control. */
export function BillingIntervalToggle({
  value,
  onChange,
}: {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
}) {
  const name = useId();
  return (
    <fieldset className="mx-auto flex w-fit items-center gap-1 rounded-full border bg-card p-1 shadow-xs">
      <legend className="sr-only">Billing period</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded-full px-4 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            value === option.value
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
          {option.value === 'annual' && (
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-[11px] font-semibold',
                value === 'annual' ? 'bg-white/20 text-primary-foreground' : 'bg-brand-soft text-brand-ink',
              )}
            >
              {ANNUAL_SAVING_LABEL}
            </span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
