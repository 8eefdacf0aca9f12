import { parseMoneyToCents } from '@scopewright/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useSavePipelineTargets, type PipelineTargets } from '@/data/opportunity-analytics';
import { formatPeriodKey } from '../analytics/analytics-copy';
import { FORECAST_COPY } from './forecast-copy';

const asInput = (cents: number | undefined) =>
  cents === undefined ? '' : (cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The admin's targets for the shown periods: empty removes one. Saved together; the forecast follows. */
export function TargetEditor({ periodKeys, targets }: { periodKeys: readonly string[]; targets: PipelineTargets }) {
  const id = useId();
  const byKey = new Map(targets.targets.map((t) => [t.periodKey, t.targetCents]));
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(periodKeys.map((key) => [key, asInput(byKey.get(key))])),
  );
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [saved, setSaved] = useState(false);
  const save = useSavePipelineTargets();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bad = new Set<string>();
    const changes = periodKeys.flatMap((key) => {
      const raw = (values[key] ?? '').trim();
      const cents = raw === '' ? null : parseMoneyToCents(raw);
      if (raw !== '' && cents === null) bad.add(key);
      const before = byKey.get(key) ?? null;
      return cents === before ? [] : [{ periodKey: key, targetCents: cents }];
    });
    setInvalid(bad);
    setSaved(false);
    if (bad.size > 0 || changes.length === 0) {
      if (bad.size === 0) setSaved(true);
      return;
    }
    save.mutate({ targets: changes }, { onSuccess: () => setSaved(true) });
  };

  return (
    <Card className="grid gap-3 p-4 sm:p-5" role="region" aria-labelledby={`${id}-heading`} data-testid="target-editor">
      <div className="grid gap-0.5">
        <h2 id={`${id}-heading`} className="text-sm font-semibold">
          {FORECAST_COPY.targetsTitle}
        </h2>
        <p className="text-xs text-muted-foreground">{FORECAST_COPY.targetsDescription}</p>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-3">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {periodKeys.map((key) => {
            const inputId = `${id}-${key}`;
            const isInvalid = invalid.has(key);
            return (
              <div key={key} className="grid gap-1">
                <label htmlFor={inputId} className="text-xs font-medium">
                  {formatPeriodKey(key)}
                </label>
                <Input
                  id={inputId}
                  inputMode="decimal"
                  placeholder="No target"
                  value={values[key] ?? ''}
                  onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                  aria-invalid={isInvalid}
                  aria-describedby={isInvalid ? `${inputId}-error` : undefined}
                  className="h-8 text-right tabular-nums"
                />
                {isInvalid && (
                  <p id={`${inputId}-error`} className="text-xs text-destructive">
                    {FORECAST_COPY.targetInvalid}
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <div className="flex items-center gap-3">
          <Button type="submit" size="sm" disabled={save.isPending}>
            {FORECAST_COPY.targetsSave}
          </Button>
          <p aria-live="polite" className="text-xs text-muted-foreground">
            {saved ? FORECAST_COPY.targetsSaved : ''}
          </p>
        </div>
      </form>
    </Card>
  );
}
