import type { DiscountType } from '@scopewright/domain';
import { useId } from 'react';
import { centsToInput, bpsToInput, NumberCell, parseBps, parseCents } from '@/components/scope-editor';

const SELECT =
  'h-10 rounded-md border border-input bg-card px-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60';

/** A discount as kind (none, percent, amount) + value: basis points for percent, cents for an amount. */
export function DiscountInput({
  label,
  hint,
  type,
  value,
  readOnly,
  compact = false,
  onChange,
}: {
  label: string;
  hint?: string;
  type: DiscountType;
  value: number;
  readOnly: boolean;
  compact?: boolean;
  onChange: (type: DiscountType, value: number) => void;
}) {
  const id = useId();
  const height = compact ? 'h-8' : 'h-10';
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <div className="flex gap-1.5">
        <select
          id={type === 'none' ? id : undefined}
          aria-label={type === 'none' ? undefined : `${label} kind`}
          className={`${SELECT} ${height}`}
          value={type}
          disabled={readOnly}
          onChange={(event) => onChange(event.target.value as DiscountType, 0)}
        >
          <option value="none">None</option>
          <option value="percent">%</option>
          <option value="amount">Amount</option>
        </select>
        {type !== 'none' && (
          <NumberCell
            id={id}
            className={`${height} border-input bg-card shadow-xs`}
            value={value}
            format={type === 'percent' ? bpsToInput : centsToInput}
            parse={type === 'percent' ? parseBps : parseCents}
            readOnly={readOnly}
            onValueChange={(next) => onChange(type, next)}
          />
        )}
      </div>
      {hint && !compact && <p className="text-[13px] text-muted-foreground">{hint}</p>}
    </div>
  );
}
