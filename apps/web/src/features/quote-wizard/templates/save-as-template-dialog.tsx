import {
  LINE_KIND_LABELS,
  type QuoteLine,
  SaveQuoteAsTemplateInput,
  SCOPE_UNITS,
  type ScopeUnit,
  TEMPLATE_LIMITS,
  TEMPLATE_WIZARD_COPY as COPY,
} from '@scopewright/domain';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { cn } from '@/lib/utils';
import { useSaveQuoteAsTemplate } from '@/data/templates';
import { templateManagementLink } from './use-template-wizard-access';

export interface SaveAsTemplateTarget {
  quoteId: string;
  /** One section (its actions menu), or null for the whole quote. */
  section: { id: string; name: string } | null;
  /** The quote's title, the name the template starts with when the whole quote is saved. */
  quoteTitle: string;
  /** The lines of what is saved, in document order: labour lines may scale, products follow a quantity. */
  lines: readonly QuoteLine[];
}

type VariableField = 'unit' | 'label' | 'defaultValue';
type RuleField = 'unit' | 'perUnitMinutes';
type Key =
  'name' | 'description' | 'category' | `variables.${number}.${VariableField}` | `rules.${number}.${RuleField}`;

const variableKey = (index: number, field: VariableField): Key => `variables.${index}.${field}`;
const ruleKey = (index: number, field: RuleField): Key => `rules.${index}.${field}`;
const toNumber = (text: string | undefined) => (text === undefined || text.trim() === '' ? Number.NaN : Number(text));
const isUnit = (text: string | undefined): text is ScopeUnit => SCOPE_UNITS.includes(text as ScopeUnit);

/** A line's kind of rule: labour hours grow per unit, a product, service or expense quantity follows the value. */
const ruleMode = (line: QuoteLine): 'hours' | 'quantity' | null =>
  line.kind === 'labor'
    ? 'hours'
    : line.kind === 'product' || line.kind === 'recurring' || line.kind === 'expense'
      ? 'quantity'
      : null;

/**
 * "Save as template" for the quote or one section: name, description, category, the questions (variables) and,
 * per line, how it scales with an answer. The form's fields are the request's own paths (`variables.0.unit`,
 * `rules.0.perUnitMinutes`), so the domain schema's errors and the API's 422 details land on the fields.
 */
export function SaveAsTemplateDialog({
  target,
  onClose,
  prepare,
}: {
  target: SaveAsTemplateTarget | null;
  onClose: () => void;
  /** Saves the quote's pending edits first (the API reads the saved version); rejects when it cannot. */
  prepare: () => Promise<unknown>;
}) {
  // The last target stays on screen while the dialog animates out.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex max-h-[92dvh] max-w-2xl flex-col gap-4 overflow-hidden p-4 sm:p-6">
        <div className="pr-6">
          <DialogTitle>{shown?.section ? COPY.saveSectionTitle(shown.section.name) : COPY.saveTitle}</DialogTitle>
          <DialogDescription className="mt-1">{COPY.saveDescription}</DialogDescription>
        </div>
        {shown && (
          <SaveAsTemplateForm
            key={shown.quoteId + (shown.section?.id ?? '')}
            target={shown}
            onClose={onClose}
            prepare={prepare}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SaveAsTemplateForm({
  target,
  onClose,
  prepare,
}: {
  target: SaveAsTemplateTarget;
  onClose: () => void;
  prepare: () => Promise<unknown>;
}) {
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveQuoteAsTemplate({ errorToast: false });
  const [variableCount, setVariableCount] = useState(0);
  /** The line of each rule, in the order the rules are sent: `rules.<i>` is the rule of `ruled[i]`. */
  const [ruled, setRuled] = useState<string[]>([]);
  const [formError, setFormError] = useState<{ message: string; requestId: string | null } | null>(null);
  const lines = target.lines.filter((line) => ruleMode(line) !== null);

  const initial: Record<Key, string> = {
    name: target.section?.name ?? target.quoteTitle,
    description: '',
    category: '',
  } as Record<Key, string>;
  for (let i = 0; i < variableCount; i++) {
    for (const field of ['unit', 'label', 'defaultValue'] as const) initial[variableKey(i, field)] = '';
  }
  for (let i = 0; i < ruled.length; i++) {
    for (const field of ['unit', 'perUnitMinutes'] as const) initial[ruleKey(i, field)] = '';
  }

  const toInput = (text: Record<Key, string>): SaveQuoteAsTemplateInput => ({
    name: text.name,
    description: text.description,
    category: text.category,
    quoteId: target.quoteId,
    sectionId: target.section?.id ?? null,
    variables: Array.from({ length: variableCount }, (_, i) => ({
      unit: text[variableKey(i, 'unit')] as ScopeUnit,
      label: text[variableKey(i, 'label')],
      defaultValue: toNumber(text[variableKey(i, 'defaultValue')]),
    })),
    rules: ruled.map((lineId, i) => {
      const line = lines.find((l) => l.id === lineId)!;
      const mode = ruleMode(line)!;
      const minutes = text[ruleKey(i, 'perUnitMinutes')];
      return {
        lineId,
        unit: text[ruleKey(i, 'unit')] as ScopeUnit,
        mode,
        perUnitMinutes: mode === 'hours' && minutes?.trim() ? Number(minutes) : 0,
      };
    }),
  });
  const form = useZodForm(SaveQuoteAsTemplateInput, initial, { toInput, showErrors: 'left' });
  const { values, set } = form;

  const units = Array.from({ length: variableCount }, (_, i) => values[variableKey(i, 'unit')]).filter(isUnit);

  const addVariable = () => {
    const unit = SCOPE_UNITS.find((u) => !units.includes(u)) ?? SCOPE_UNITS[0];
    const i = variableCount;
    setVariableCount(i + 1);
    set(variableKey(i, 'unit'), unit);
    set(variableKey(i, 'label'), '');
    // As the template editor does: a starting answer the admin adjusts, not an empty field that refuses the save.
    set(variableKey(i, 'defaultValue'), '10');
    requestAnimationFrame(() => document.getElementById(`${id}-variable-${i}-label`)?.focus());
  };

  const removeRule = (index: number, current = ruled) => {
    for (let i = index; i < current.length - 1; i++) {
      set(ruleKey(i, 'unit'), values[ruleKey(i + 1, 'unit')] ?? '');
      set(ruleKey(i, 'perUnitMinutes'), values[ruleKey(i + 1, 'perUnitMinutes')] ?? '');
    }
    return current.filter((_, i) => i !== index);
  };

  const removeVariable = (index: number) => {
    const unit = values[variableKey(index, 'unit')];
    for (let i = index; i < variableCount - 1; i++) {
      for (const field of ['unit', 'label', 'defaultValue'] as const) {
        set(variableKey(i, field), values[variableKey(i + 1, field)] ?? '');
      }
    }
    setVariableCount(variableCount - 1);
    // The lines that scaled with it scale no more.
    let next = ruled;
    for (let i = ruled.length - 1; i >= 0; i--) {
      if (values[ruleKey(i, 'unit')] === unit) next = removeRule(i, next);
    }
    setRuled(next);
  };

  const changeVariableUnit = (index: number, unit: string) => {
    const previous = values[variableKey(index, 'unit')];
    set(variableKey(index, 'unit'), unit);
    // Its lines follow the renamed variable.
    ruled.forEach((_, i) => {
      if (values[ruleKey(i, 'unit')] === previous) set(ruleKey(i, 'unit'), unit);
    });
  };

  const setLineRule = (lineId: string, unit: string) => {
    const index = ruled.indexOf(lineId);
    if (!unit) {
      if (index >= 0) setRuled(removeRule(index));
      return;
    }
    if (index >= 0) return set(ruleKey(index, 'unit'), unit);
    set(ruleKey(ruled.length, 'unit'), unit);
    set(ruleKey(ruled.length, 'perUnitMinutes'), '');
    setRuled([...ruled, lineId]);
  };

  const submit = async () => {
    setFormError(null);
    const body = await form.submit();
    if (!body) {
      // An issue no field shows (the quote or section itself) is said above the buttons.
      const parsed = SaveQuoteAsTemplateInput.safeParse(toInput(values));
      const unplaced = parsed.error?.issues.find((issue) => !(issue.path.join('.') in initial));
      if (unplaced) setFormError({ message: unplaced.message, requestId: null });
      return;
    }
    try {
      await prepare();
    } catch {
      return setFormError({ message: COPY.saveNeedsSavedQuote, requestId: null });
    }
    try {
      const template = await save.mutateAsync(body);
      toast.success(COPY.saved(template.name), {
        action: { label: COPY.openTemplate, onClick: () => void navigate(templateManagementLink(template.id)) },
      });
      onClose();
    } catch (error) {
      // A 422 names its fields; whatever names none (the quote, its sections) shows above the buttons.
      const onFields = form.showServerErrors(error);
      const details = isApiError(error) && Array.isArray(error.details) ? (error.details as { path?: string }[]) : [];
      const known = new Set<string>(Object.keys(initial));
      const unplaced = !onFields || details.some((d) => d.path && !known.has(d.path));
      if (unplaced) {
        setFormError({
          message: error instanceof Error ? error.message : String(error),
          requestId: isApiError(error) ? error.requestId : null,
        });
      }
    }
  };

  const name = form.field('name');
  const description = form.field('description');
  const category = form.field('category');
  return (
    <form
      noValidate
      className="flex min-h-0 flex-1 flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="flex min-h-0 flex-1 flex-col gap-5 overflow-y-auto pr-1">
        <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Field label={COPY.nameLabel} error={name.error}>
            {(control) => <Input {...control} {...bind(name)} maxLength={120} className="h-9" autoComplete="off" />}
          </Field>
          <Field label={COPY.categoryLabel} error={category.error}>
            {(control) => <Input {...control} {...bind(category)} maxLength={60} className="h-9" autoComplete="off" />}
          </Field>
          <Field
            label={COPY.descriptionLabel}
            hint={COPY.descriptionHint}
            error={description.error}
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                name={description.name}
                value={description.value}
                onChange={description.onChange}
                onBlur={description.onBlur}
                maxLength={2000}
                rows={2}
                className="min-h-16 w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive"
              />
            )}
          </Field>
        </div>

        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold">{COPY.variablesHeading}</legend>
          <p className="-mt-1 text-[13px] text-muted-foreground">{COPY.variablesHint}</p>
          {variableCount > 0 && (
            <div className="grid gap-2">
              <div
                aria-hidden
                className="hidden gap-x-2 px-2 text-xs text-muted-foreground sm:grid sm:grid-cols-[9rem_minmax(0,1fr)_6.5rem_2rem]"
              >
                <span>{COPY.variableUnitLabel}</span>
                <span>{COPY.variableQuestionLabel}</span>
                <span className="text-right">{COPY.variableDefaultLabel}</span>
              </div>
              {Array.from({ length: variableCount }, (_, i) => (
                <VariableRow
                  key={i}
                  index={i}
                  idPrefix={`${id}-variable-${i}`}
                  form={form}
                  units={units}
                  onUnit={(unit) => changeVariableUnit(i, unit)}
                  onRemove={() => removeVariable(i)}
                />
              ))}
            </div>
          )}
          {variableCount < TEMPLATE_LIMITS.maxVariables ? (
            <Button type="button" variant="outline" size="sm" className="w-fit" onClick={addVariable}>
              <Plus aria-hidden /> {COPY.addVariable}
            </Button>
          ) : (
            <p className="text-[13px] text-muted-foreground">{COPY.variableLimit(TEMPLATE_LIMITS.maxVariables)}</p>
          )}
        </fieldset>

        <fieldset className="grid gap-2">
          <legend className="text-sm font-semibold">{COPY.rulesHeading}</legend>
          <p className="-mt-1 text-[13px] text-muted-foreground">
            {lines.length === 0 ? COPY.rulesNoLines : units.length === 0 ? COPY.rulesNoVariables : COPY.rulesHint}
          </p>
          {lines.length > 0 && units.length > 0 && (
            <ul className="divide-y rounded-lg border" data-testid="template-rules">
              {lines.map((line) => {
                const index = ruled.indexOf(line.id);
                return (
                  <RuleRow
                    key={line.id}
                    line={line}
                    index={index}
                    idPrefix={`${id}-rule-${line.id}`}
                    form={form}
                    units={units}
                    onUnit={(unit) => setLineRule(line.id, unit)}
                  />
                );
              })}
            </ul>
          )}
        </fieldset>
      </div>

      {formError && (
        <p role="alert" className="text-[13px] text-destructive">
          {formError.message}
          {formError.requestId && (
            <span className="block text-xs text-muted-foreground">Request id: {formError.requestId}</span>
          )}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2 border-t pt-3">
        <Button type="button" variant="ghost" onClick={onClose}>
          {COPY.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? COPY.saving : COPY.saveConfirm}
        </Button>
      </div>
    </form>
  );
}

type SaveForm = ReturnType<typeof useZodForm<Key, typeof SaveQuoteAsTemplateInput>>;

/** A field's input props, without its error (shown beside it). */
const bind = ({ error: _error, ...props }: ReturnType<SaveForm['field']>) => props;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-[13px] text-destructive">
      {message}
    </p>
  );
}

function VariableRow({
  index,
  idPrefix,
  form,
  units,
  onUnit,
  onRemove,
}: {
  index: number;
  idPrefix: string;
  form: SaveForm;
  units: readonly ScopeUnit[];
  onUnit: (unit: string) => void;
  onRemove: () => void;
}) {
  const unitKey = variableKey(index, 'unit');
  const unit = form.values[unitKey];
  const label = form.field(variableKey(index, 'label'));
  const defaultValue = form.field(variableKey(index, 'defaultValue'));
  const unitError = form.errors[unitKey];
  const described = (field: string, error: string | undefined) => (error ? `${idPrefix}-${field}-error` : undefined);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_6.5rem_2rem] items-start gap-x-2 gap-y-2 rounded-lg border p-2 sm:grid-cols-[9rem_minmax(0,1fr)_6.5rem_2rem] sm:gap-y-1">
      <div className="grid gap-1">
        <span className="text-xs text-muted-foreground sm:sr-only">{COPY.variableUnitLabel}</span>
        <NativeSelect
          aria-label={COPY.variableFieldLabel(COPY.variableUnitLabel, index)}
          aria-invalid={unitError ? true : undefined}
          aria-describedby={described('unit', unitError)}
          value={unit}
          onChange={(event) => onUnit(event.target.value)}
        >
          {SCOPE_UNITS.map((option) => (
            <option key={option} value={option} disabled={option !== unit && units.includes(option)}>
              {COPY.unitOption(option)}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={`${idPrefix}-unit-error`} message={unitError} />
      </div>
      <div className="grid gap-1 max-sm:order-last max-sm:col-span-3">
        <span className="text-xs text-muted-foreground sm:sr-only">{COPY.variableQuestionLabel}</span>
        <Input
          id={`${idPrefix}-label`}
          aria-label={COPY.variableFieldLabel(COPY.variableQuestionLabel, index)}
          aria-invalid={label.error ? true : undefined}
          aria-describedby={described('label', label.error)}
          placeholder={isUnit(unit) ? COPY.variableQuestionPlaceholder(unit) : undefined}
          maxLength={80}
          className="h-9"
          autoComplete="off"
          {...bind(label)}
        />
        <FieldError id={`${idPrefix}-label-error`} message={label.error} />
      </div>
      <div className="grid gap-1">
        <span className="text-xs text-muted-foreground sm:sr-only">{COPY.variableDefaultLabel}</span>
        <Input
          aria-label={COPY.variableFieldLabel(COPY.variableDefaultLabel, index)}
          aria-invalid={defaultValue.error ? true : undefined}
          aria-describedby={described('default', defaultValue.error)}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="25"
          className="h-9 text-right tabular-nums"
          {...bind(defaultValue)}
        />
        <FieldError id={`${idPrefix}-default-error`} message={defaultValue.error} />
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        className="mt-5 justify-self-end sm:mt-1"
        aria-label={COPY.removeVariable(index)}
        onClick={onRemove}
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}

function RuleRow({
  line,
  index,
  idPrefix,
  form,
  units,
  onUnit,
}: {
  line: QuoteLine;
  index: number;
  idPrefix: string;
  form: SaveForm;
  units: readonly ScopeUnit[];
  onUnit: (unit: string) => void;
}) {
  const mode = ruleMode(line);
  const name = line.name || LINE_KIND_LABELS[line.kind];
  const unit = index >= 0 ? form.values[ruleKey(index, 'unit')] : '';
  const unitError = index >= 0 ? form.errors[ruleKey(index, 'unit')] : undefined;
  const minutes = index >= 0 && mode === 'hours' ? form.field(ruleKey(index, 'perUnitMinutes')) : null;
  const errors = [unitError, minutes?.error].filter(Boolean);
  return (
    <li className="grid gap-x-3 gap-y-1.5 px-3 py-2 sm:grid-cols-[minmax(0,1fr)_12rem_10.5rem] sm:items-center">
      <span className="min-w-0 text-sm">
        <span className="block truncate font-medium">{name}</span>
        <span className="block text-xs text-muted-foreground">{LINE_KIND_LABELS[line.kind]}</span>
      </span>
      <NativeSelect
        aria-label={COPY.ruleSelectLabel(name)}
        aria-invalid={unitError ? true : undefined}
        value={isUnit(unit) && units.includes(unit) ? unit : ''}
        onChange={(event) => onUnit(event.target.value)}
      >
        <option value="">{COPY.ruleFixed}</option>
        {units.map((option) => (
          <option key={option} value={option}>
            {mode === 'hours' ? COPY.scalesWith(option) : COPY.quantityFollows(option)}
          </option>
        ))}
      </NativeSelect>
      <div className={cn('flex items-center gap-2', !minutes && 'max-sm:hidden')}>
        {minutes && isUnit(unit) && (
          <>
            <Input
              aria-label={COPY.minutesPerUnitLabel(name)}
              aria-invalid={minutes.error ? true : undefined}
              aria-describedby={minutes.error ? `${idPrefix}-error` : undefined}
              type="number"
              inputMode="numeric"
              min={0}
              step={5}
              placeholder="0"
              className="h-9 w-20 text-right tabular-nums"
              {...bind(minutes)}
            />
            <span className="text-xs whitespace-nowrap text-muted-foreground">{COPY.minutesPerUnit(unit)}</span>
          </>
        )}
      </div>
      {errors.length > 0 && (
        <p id={`${idPrefix}-error`} className="text-[13px] text-destructive sm:col-span-3">
          {errors.join(' ')}
        </p>
      )}
    </li>
  );
}
