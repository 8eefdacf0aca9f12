import { parseHoursToMinutes, parseMoneyToCents, parsePercentToBps, QUOTE_LIMITS } from '@scopewright/domain';
import { type ComponentProps, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

const CELL =
  'h-8 w-full min-w-0 rounded-md border border-transparent bg-transparent px-2 text-sm outline-none hover:border-input focus:border-ring focus:bg-card focus-visible:ring-2 focus-visible:ring-ring/30 read-only:hover:border-transparent aria-invalid:border-destructive';

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'>;

/** A text cell: commits every keystroke (live totals); Esc restores what the cell held when it was entered. */
export function TextCell({
  value,
  onValueChange,
  className,
  ...props
}: InputProps & { value: string; onValueChange: (value: string) => void }) {
  const initial = useRef(value);
  return (
    <input
      {...props}
      value={value}
      className={cn(CELL, className)}
      onFocus={(event) => {
        initial.current = value;
        props.onFocus?.(event);
      }}
      onChange={(event) => onValueChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && value !== initial.current) {
          event.preventDefault();
          event.stopPropagation();
          onValueChange(initial.current);
        }
        props.onKeyDown?.(event);
      }}
    />
  );
}

/**
 * A number cell over an integer (cents, minutes, units, basis points): shows `format(value)`, accepts what `parse`
 * reads, commits each valid keystroke, marks invalid text without committing it, and Esc restores the start value.
 */
export function NumberCell({
  value,
  format,
  parse,
  onValueChange,
  className,
  ...props
}: InputProps & {
  value: number;
  format: (value: number) => string;
  parse: (text: string) => number | null;
  onValueChange: (value: number) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const initial = useRef(value);
  const invalid = draft !== null && parse(draft) === null;
  return (
    <input
      {...props}
      inputMode="decimal"
      autoComplete="off"
      value={draft ?? format(value)}
      aria-invalid={invalid || undefined}
      className={cn(CELL, 'text-right tabular-nums', className)}
      onFocus={(event) => {
        initial.current = value;
        setDraft(format(value));
        event.target.select();
      }}
      onBlur={() => setDraft(null)}
      onChange={(event) => {
        setDraft(event.target.value);
        const parsed = parse(event.target.value);
        if (parsed !== null && parsed !== value) onValueChange(parsed);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          setDraft(format(initial.current));
          if (value !== initial.current) onValueChange(initial.current);
        }
        props.onKeyDown?.(event);
      }}
    />
  );
}

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 129999 → "1,299.99": what a money cell shows and starts editing from (parseCents reads it back exactly). */
export const centsToInput = (cents: number): string => amountFormat.format(cents / 100);
export const minutesToInput = (minutes: number): string => String(Math.round((minutes / 60) * 100) / 100);
export const bpsToInput = (bps: number): string => String(bps / 100);

const within = (max: number) => (value: number | null) => (value !== null && value <= max ? value : null);
/** Cell parsers bounded by the content limits, so a value the API would refuse is never committed. */
export const parseQuantity = (text: string): number | null =>
  /^\s*\d{1,7}\s*$/.test(text) ? within(QUOTE_LIMITS.maxQuantity)(Number(text)) : null;
export const parseCents = (text: string) => within(QUOTE_LIMITS.maxUnitAmountCents)(parseMoneyToCents(text));
export const parseMinutes = (text: string) => within(QUOTE_LIMITS.maxLineMinutes)(parseHoursToMinutes(text));
export const parseBps = (text: string) => within(QUOTE_LIMITS.maxBps)(parsePercentToBps(text));
