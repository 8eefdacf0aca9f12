import { ToggleGroup } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { AnalyticsQuery, AnalyticsRange } from '@/data/opportunity-analytics';
import { ANALYTICS_COPY, RANGE_LABELS } from './analytics-copy';

const RANGES = Object.keys(RANGE_LABELS) as AnalyticsRange[];

/** Today / week / month / quarter / year (the calendar period now), or custom days with Apply. */
export function RangePicker({ query, onChange }: { query: AnalyticsQuery; onChange: (q: AnalyticsQuery) => void }) {
  const [isCustomOpen, setCustomOpen] = useState(query.range === 'custom');
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const selected = isCustomOpen ? 'custom' : (query.range ?? 'quarter');

  const pick = (next: string) => {
    if (!next) return;
    if (next === 'custom') {
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    setError(null);
    onChange({ ...query, range: next as AnalyticsRange, from: undefined, to: undefined });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to || to < from) {
      setError(ANALYTICS_COPY.customInvalid);
      return;
    }
    setError(null);
    onChange({ ...query, range: 'custom', from, to });
  };

  return (
    <div className="grid gap-2">
      <ToggleGroup.Root
        type="single"
        value={selected}
        onValueChange={pick}
        aria-label="Time range"
        className="inline-flex h-8 max-w-full items-center overflow-x-auto rounded-md border bg-muted/50 p-0.5"
      >
        {RANGES.map((range) => (
          <ToggleGroup.Item
            key={range}
            value={range}
            className="inline-flex h-full items-center rounded-[5px] px-2.5 text-xs font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-xs"
          >
            {RANGE_LABELS[range]}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      {isCustomOpen && (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-2" aria-label="Custom range" noValidate>
          <label className="grid gap-1 text-xs font-medium" htmlFor={`${id}-from`}>
            {ANALYTICS_COPY.customFrom}
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className="h-8 w-40"
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </label>
          <label className="grid gap-1 text-xs font-medium" htmlFor={`${id}-to`}>
            {ANALYTICS_COPY.customTo}
            <Input
              id={`${id}-to`}
              type="date"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              className="h-8 w-40"
              aria-invalid={error !== null}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </label>
          <Button type="submit" size="sm" variant="outline">
            {ANALYTICS_COPY.customApply}
          </Button>
          {error && (
            <p id={`${id}-error`} role="alert" className="basis-full text-xs text-destructive">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
