import {
  SCOPE_UNIT_LABELS,
  SCOPE_UNITS,
  TEMPLATE_LIMITS,
  TEMPLATE_SCREEN_COPY as COPY,
  type ScopeUnit,
} from '@scopewright/domain';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { fieldId } from './details-card';
import { errorAt, nextUnit, type FieldErrors, type RuleDraft, type VariableDraft, variableKey } from './editor-model';

const SELECT =
  'h-9 w-full rounded-md border border-input bg-card px-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-60';

/**
 * What a quote from the template asks for: a unit of the scoping model (users, devices, mailboxes …), the
 * question and its default. Each unit at most once; lines scale with them in the scope below.
 */
export function VariablesCard({
  variables,
  rules,
  errors,
  readOnly,
  onChange,
}: {
  variables: readonly VariableDraft[];
  rules: Readonly<Record<string, RuleDraft>>;
  errors: FieldErrors;
  readOnly: boolean;
  onChange: (variables: VariableDraft[]) => void;
}) {
  const unit = nextUnit(variables);
  const canAdd = !readOnly && unit !== null && variables.length < TEMPLATE_LIMITS.maxVariables;
  const set = (index: number, patch: Partial<VariableDraft>) =>
    onChange(variables.map((variable, i) => (i === index ? { ...variable, ...patch } : variable)));
  const usage = (of: ScopeUnit) => Object.values(rules).filter((rule) => rule.unit === of).length;

  return (
    <section aria-labelledby="template-variables" className="flex flex-col gap-3 rounded-xl border bg-card p-4 sm:p-5">
      <div>
        <h2 id="template-variables" className="text-sm font-semibold">
          {COPY.variablesHeading}
        </h2>
        <p className="mt-1 text-[13px] text-muted-foreground">{COPY.variablesIntro}</p>
      </div>
      {variables.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-4 text-center text-[13px] text-muted-foreground">
          {COPY.variablesEmpty}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {variables.map((variable, index) => {
            const path = `document.variables.${String(index)}`;
            const messages = (['unit', 'label', 'defaultValue'] as const)
              .map((field) => ({ field, message: errorAt(errors, `${path}.${field}`) }))
              .filter((entry) => entry.message);
            const rowError = errors[path];
            const count = usage(variable.unit);
            const taken = new Set(variables.filter((_, i) => i !== index).map((v) => v.unit));
            return (
              <li key={variable.key} className="grid gap-1.5 rounded-lg border p-3" data-testid="template-variable">
                <div className="grid grid-cols-[minmax(0,1fr)_6rem_auto] items-end gap-2">
                  <div className="grid gap-1">
                    <label htmlFor={fieldId(`${path}.unit`)} className="text-xs text-muted-foreground">
                      {COPY.variableUnitLabel}
                    </label>
                    <select
                      id={fieldId(`${path}.unit`)}
                      className={SELECT}
                      value={variable.unit}
                      disabled={readOnly}
                      onChange={(event) => set(index, { unit: event.target.value as ScopeUnit })}
                    >
                      {SCOPE_UNITS.map((option) => (
                        <option key={option} value={option} disabled={taken.has(option)}>
                          {SCOPE_UNIT_LABELS[option].many}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="grid gap-1">
                    <label htmlFor={fieldId(`${path}.defaultValue`)} className="text-xs text-muted-foreground">
                      {COPY.variableDefaultLabel}
                    </label>
                    <Input
                      id={fieldId(`${path}.defaultValue`)}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={variable.defaultValue}
                      readOnly={readOnly}
                      aria-invalid={errorAt(errors, `${path}.defaultValue`) ? true : undefined}
                      className={cn(
                        'text-right tabular-nums read-only:bg-muted/40',
                        errorAt(errors, `${path}.defaultValue`) && 'border-destructive',
                      )}
                      onChange={(event) => set(index, { defaultValue: event.target.value })}
                    />
                  </div>
                  {readOnly ? (
                    <span />
                  ) : (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={COPY.removeVariable(variable.unit)}
                      onClick={() => onChange(variables.filter((_, i) => i !== index))}
                    >
                      <X aria-hidden />
                    </Button>
                  )}
                </div>
                <div className="grid gap-1">
                  <label htmlFor={fieldId(`${path}.label`)} className="text-xs text-muted-foreground">
                    {COPY.variableLabelLabel}
                  </label>
                  <Input
                    id={fieldId(`${path}.label`)}
                    value={variable.label}
                    readOnly={readOnly}
                    maxLength={80}
                    placeholder={COPY.variableLabelPlaceholder(variable.unit)}
                    className="read-only:bg-muted/40"
                    onChange={(event) => set(index, { label: event.target.value })}
                  />
                </div>
                {count > 0 && <p className="text-xs text-muted-foreground">{COPY.variableInUse(count)}</p>}
                {[...messages.map((entry) => entry.message), rowError].filter(Boolean).map((message) => (
                  <p key={message} role="alert" className="text-[13px] text-destructive">
                    {message}
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
      )}
      {canAdd && (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => onChange([...variables, { key: variableKey(), unit, label: '', defaultValue: '10' }])}
        >
          <Plus aria-hidden /> {COPY.addVariable}
        </Button>
      )}
    </section>
  );
}
