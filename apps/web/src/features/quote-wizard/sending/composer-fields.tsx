import {
  REMINDER_DAY_OPTIONS,
  SENDING_COPY as COPY,
  SENDING_LIMITS,
  type SendRecipientOption,
} from '@scopewright/domain';
import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { RecipientInput } from './recipient-input';
import { Textarea } from '@/components/ui/textarea';

export interface ComposerValues {
  to: string[];
  cc: string[];
  subject: string;
  message: string;
  attachPdf: boolean;
  reminderDaysBefore: number | null;
}

export type ComposerErrors = Partial<Record<keyof ComposerValues, string>>;

/** The standard choices, plus a quote's own setting when it is another number of days. */
const reminderChoices = (current: number | null) =>
  [...new Set([...REMINDER_DAY_OPTIONS, ...(current === null ? [] : [current])])].sort((a, b) => a - b);

/** The composer's fields; the reminder select shows only when sending (a resend keeps the setting). */
export function ComposerFields({
  values,
  onChange,
  recipients,
  errors,
  showReminder,
}: {
  values: ComposerValues;
  onChange: (patch: Partial<ComposerValues>) => void;
  recipients: readonly SendRecipientOption[];
  errors: ComposerErrors;
  showReminder: boolean;
}) {
  const deliveryName = useId();
  return (
    <div className="grid gap-4">
      <RecipientInput
        label={COPY.to}
        value={values.to}
        onChange={(to) => onChange({ to })}
        suggestions={recipients}
        max={SENDING_LIMITS.recipientsMax}
        error={errors.to}
      />
      <RecipientInput
        label={COPY.cc}
        value={values.cc}
        onChange={(cc) => onChange({ cc })}
        max={SENDING_LIMITS.ccMax}
        error={errors.cc}
      />
      <Field label={COPY.subject} error={errors.subject}>
        {(control) => (
          <Input
            {...control}
            value={values.subject}
            maxLength={SENDING_LIMITS.subjectMax}
            onChange={(event) => onChange({ subject: event.target.value })}
          />
        )}
      </Field>
      <Field label={COPY.message} error={errors.message}>
        {(control) => (
          <Textarea
            {...control}
            className="min-h-36"
            value={values.message}
            maxLength={SENDING_LIMITS.messageMax}
            onChange={(event) => onChange({ message: event.target.value })}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">{COPY.delivery}</legend>
          {[
            [true, COPY.attachPdf],
            [false, COPY.linkOnly],
          ].map(([attach, label]) => (
            <label key={String(attach)} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={deliveryName}
                className="size-4 accent-primary"
                checked={values.attachPdf === attach}
                onChange={() => onChange({ attachPdf: attach as boolean })}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {showReminder && (
          <Field label={COPY.reminder} error={errors.reminderDaysBefore}>
            {(control) => (
              <NativeSelect
                {...control}
                value={values.reminderDaysBefore === null ? '' : String(values.reminderDaysBefore)}
                onChange={(event) =>
                  onChange({ reminderDaysBefore: event.target.value ? Number(event.target.value) : null })
                }
              >
                <option value="">{COPY.reminderOff}</option>
                {reminderChoices(values.reminderDaysBefore).map((days) => (
                  <option key={days} value={days}>
                    {COPY.reminderDays(days)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        )}
      </div>
    </div>
  );
}

/** VALIDATION details from the API onto the composer's fields (`to.0` → `to`). */
export function composerErrorsFrom(details: unknown): ComposerErrors {
  if (!Array.isArray(details)) return {};
  const errors: ComposerErrors = {};
  for (const item of details as { path?: unknown; message?: unknown }[]) {
    if (typeof item?.path !== 'string' || typeof item.message !== 'string') continue;
    const key = item.path.split('.')[0] as keyof ComposerValues;
    errors[key] ??= item.message;
  }
  return errors;
}
