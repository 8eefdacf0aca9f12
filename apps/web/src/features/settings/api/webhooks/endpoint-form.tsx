import { CreateWebhookEndpointInput } from '@scopewright/domain';
import { type FormEvent, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CreateWebhookBody, WebhookEventInfo, WebhookEventType } from '@/data/webhooks';
import { isApiError } from '@/lib/api-client';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { fieldErrorsFrom } from '../field-errors';
import { EventChecklist } from './event-checklist';

type FieldName = 'url' | 'description' | 'events';
const FIELDS: readonly FieldName[] = ['url', 'description', 'events'];
type Errors = Partial<Record<FieldName, string>>;

export interface EndpointValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

/**
 * URL, description and events, checked by the domain's schema before sending; the API's 422 details land on
 * the fields they name, anything else above the form with its request id.
 */
export function EndpointForm({
  label,
  events,
  initial,
  submitLabel,
  busyLabel,
  isBusy,
  onSubmit,
  onCancel,
}: {
  label: string;
  events: readonly WebhookEventInfo[];
  initial: EndpointValues;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  onSubmit: (body: CreateWebhookBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirst = (found: Errors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = CreateWebhookEndpointInput.safeParse({
      url: values.url,
      events: values.events,
      // Sent even when empty, so an edit can clear it.
      description: values.description,
    });
    if (!parsed.success) {
      const found = fieldErrorsFrom(parsed.error.issues, FIELDS);
      setErrors(found);
      return focusFirst(found);
    }
    setErrors({});
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      const fromServer = isApiError(error) ? fieldErrorsFrom(error.details, FIELDS) : {};
      setErrors(fromServer);
      if (Object.keys(fromServer).length > 0) focusFirst(fromServer);
      else setFailure(error);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      className="grid min-w-0 gap-5"
    >
      {failure !== null && (
        <FormAlert tone="error" title={failure instanceof Error ? failure.message : COPY.fixErrors}>
          {isApiError(failure) && failure.requestId ? COPY.requestId(failure.requestId) : null}
        </FormAlert>
      )}
      <Field label={COPY.url} hint={COPY.urlHint} error={errors.url}>
        {(control) => (
          <Input
            {...control}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder={COPY.urlPlaceholder}
            value={values.url}
            onChange={(event) => setValues((prev) => ({ ...prev, url: event.target.value }))}
            className="h-10 font-mono text-[13px]"
          />
        )}
      </Field>
      <Field label={COPY.description} error={errors.description}>
        {(control) => (
          <Input
            {...control}
            name="description"
            autoComplete="off"
            maxLength={200}
            placeholder={COPY.descriptionPlaceholder}
            value={values.description}
            onChange={(event) => setValues((prev) => ({ ...prev, description: event.target.value }))}
            className="h-10"
          />
        )}
      </Field>
      <EventChecklist
        events={events}
        value={values.events}
        onChange={(next) => setValues((prev) => ({ ...prev, events: next }))}
        error={errors.events}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isBusy}>
          {COPY.cancel}
        </Button>
        <Button type="submit" disabled={isBusy}>
          {isBusy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
