import {
  SCOPE_UNIT_LABELS,
  TEMPLATE_SCREEN_COPY as COPY,
  TemplateValues,
  type ScopeUnit,
  type TemplateVariable,
} from '@scopewright/domain';
import { z } from 'zod';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/lib/use-zod-form';

/** The answers as the API reads them: `values.<unit>`, so a 422's `values.users` lands on its field. */
const AnswersSchema = z.object({ values: TemplateValues });

type AnswerKey = `values.${ScopeUnit}`;

const keyOf = (unit: ScopeUnit): AnswerKey => `values.${unit}`;
const toNumber = (text: string | undefined) => (text === undefined || text.trim() === '' ? Number.NaN : Number(text));

/** What the template asks (its variables), prefilled with their defaults and checked by the domain's rule. */
export function useTemplateAnswers(variables: readonly TemplateVariable[]) {
  const initial = Object.fromEntries(variables.map((v) => [keyOf(v.unit), String(v.defaultValue)])) as Record<
    AnswerKey,
    string
  >;
  const toInput = (text: Record<AnswerKey, string>) => ({
    values: Object.fromEntries(variables.map((v) => [v.unit, toNumber(text[keyOf(v.unit)])])),
  });
  const form = useZodForm(AnswersSchema, initial, { toInput });
  /** The answers while every one is valid, else null (the live figures wait for a valid set). */
  const parsed = AnswersSchema.safeParse(toInput(form.values));
  const values = parsed.success ? parsed.data.values : null;
  const submit = async (): Promise<TemplateValues | null> => (await form.submit())?.values ?? null;
  return { form, values, submit };
}

export type TemplateAnswersForm = ReturnType<typeof useTemplateAnswers>['form'];

/** One labelled number per variable ("How many users move?"), with the domain's range message under it. */
export function TemplateAnswerFields({
  variables,
  form,
  idPrefix,
  disabled,
}: {
  variables: readonly TemplateVariable[];
  form: TemplateAnswersForm;
  idPrefix: string;
  disabled?: boolean;
}) {
  if (variables.length === 0) return <p className="text-sm text-muted-foreground">{COPY.pickerNoQuestions}</p>;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {variables.map((variable) => {
        const field = form.field(keyOf(variable.unit));
        const id = `${idPrefix}-${variable.unit}`;
        const label = variable.label || COPY.variableLabelPlaceholder(variable.unit);
        return (
          <div key={variable.unit} className="grid content-start gap-1">
            <label htmlFor={id} className="text-[13px] font-medium">
              {label}
            </label>
            <div className="relative">
              <Input
                id={id}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                disabled={disabled}
                aria-invalid={field.error ? true : undefined}
                aria-describedby={field.error ? `${id}-error` : `${id}-hint`}
                className="h-9 pr-24 text-right tabular-nums"
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
              <span
                className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs text-muted-foreground"
                aria-hidden
              >
                {SCOPE_UNIT_LABELS[variable.unit].many}
              </span>
            </div>
            {field.error ? (
              <p id={`${id}-error`} className="text-[13px] text-destructive">
                {field.error}
              </p>
            ) : (
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {COPY.pickerDefault(variable.defaultValue)}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
