import { SCOPE_UNIT_LABELS, scaledMinutes, TEMPLATE_SCREEN_COPY as COPY, type ScopeUnit } from '@scopewright/domain';
import { SlidersHorizontal } from 'lucide-react';
import { createContext, use, useId } from 'react';
import { useScopeData } from '@/components/scope-editor';
import { cn } from '@/lib/utils';
import { perUnitMinutes, ruleModeFor, type PerUnitScale, type RuleDraft, type VariableDraft } from './editor-model';

export interface ScalingContextValue {
  variables: readonly VariableDraft[];
  rules: Readonly<Record<string, RuleDraft>>;
  /** Messages by line id (the API's `document.rules.<i>…`). */
  errors: Readonly<Record<string, string>>;
  readOnly: boolean;
  setRule: (lineId: string, rule: RuleDraft | null) => void;
}

/** The template's variables and rules for the per-line control (the scope editor hands it only a line id). */
export const ScalingContext = createContext<ScalingContextValue | null>(null);

const SELECT =
  'h-6 rounded-md border border-input bg-card px-1.5 text-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60';
/** A line that scales with nothing shows a quiet "Fixed" that looks like text until hovered or focused. */
const QUIET = 'border-transparent bg-transparent text-muted-foreground hover:border-input hover:bg-card';

/**
 * Under each line: what it scales with. Labour adds time per unit to its own hours (the base); a product,
 * recurring or expense line takes the variable's value as its quantity. Nothing for text and discount lines, or
 * while the template declares no variable (and the line has no rule).
 */
export function ScalesWith({ lineId }: { lineId: string }) {
  const scaling = use(ScalingContext);
  const data = useScopeData();
  const id = useId();
  const line = data?.state.lines[lineId];
  if (!scaling || !line) return null;
  const mode = ruleModeFor(line.kind);
  const rule = scaling.rules[lineId] ?? null;
  const error = scaling.errors[lineId];
  if (!mode || (scaling.variables.length === 0 && !rule)) return null;

  const declared = scaling.variables.map((variable) => variable.unit);
  const units: ScopeUnit[] = rule && !declared.includes(rule.unit) ? [...declared, rule.unit] : declared;
  const variable = rule ? scaling.variables.find((v) => v.unit === rule.unit) : undefined;
  const name = line.name || COPY.scalesWith;
  const setUnit = (value: string) =>
    scaling.setRule(
      lineId,
      value === '' ? null : { unit: value as ScopeUnit, perUnit: rule?.perUnit ?? '0', per: rule?.per ?? 'min' },
    );
  const set = (patch: Partial<RuleDraft>) => rule && scaling.setRule(lineId, { ...rule, ...patch });
  const minutes = rule ? perUnitMinutes(rule) : Number.NaN;
  const defaultValue = Number(variable?.defaultValue ?? Number.NaN);
  const atDefaults =
    mode === 'hours' && rule && Number.isFinite(minutes) && Number.isFinite(defaultValue) && minutes >= 0
      ? scaledMinutes(line.minutes, minutes, defaultValue) * line.quantity
      : null;

  return (
    <div className="flex flex-col gap-1 pb-1 text-xs" data-testid="scales-with">
      <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-muted-foreground">
        <SlidersHorizontal className="size-3.5 shrink-0" aria-hidden />
        <span aria-hidden>{COPY.scalesWith}</span>
        <select
          aria-label={COPY.scalesWithLabel(name)}
          className={cn(SELECT, !rule && QUIET)}
          value={rule?.unit ?? ''}
          disabled={scaling.readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setUnit(event.target.value)}
        >
          <option value="">{COPY.scalesWithNothing}</option>
          {units.map((unit) => (
            <option key={unit} value={unit}>
              {declared.includes(unit) ? COPY.scalesWithUnit(unit) : COPY.scalesWithUndeclared(unit)}
            </option>
          ))}
        </select>
        {rule && mode === 'hours' && (
          <>
            <span aria-hidden>+</span>
            <input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              aria-label={COPY.perUnitLabel(name, rule.unit)}
              className={cn(SELECT, 'w-14 text-right tabular-nums', error && 'border-destructive')}
              value={rule.perUnit}
              readOnly={scaling.readOnly}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => set({ perUnit: event.target.value })}
            />
            <select
              aria-label={COPY.perUnitScaleLabel(name)}
              className={SELECT}
              value={rule.per}
              disabled={scaling.readOnly}
              onChange={(event) => set({ per: event.target.value as PerUnitScale })}
            >
              <option value="min">{COPY.perUnitMinutes(rule.unit)}</option>
              <option value="h">{COPY.perUnitHours(rule.unit)}</option>
            </select>
            {atDefaults !== null && (
              <span className="tabular-nums" data-testid="scaled-hours">
                = {COPY.atDefaults(atDefaults)}
              </span>
            )}
          </>
        )}
        {rule && mode === 'quantity' && (
          <span>
            {COPY.quantityFollows(rule.unit)}
            {variable && ` (${variable.defaultValue} ${SCOPE_UNIT_LABELS[rule.unit].many} ${COPY.byDefault})`}
          </span>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-[13px] text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
