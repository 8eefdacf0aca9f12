import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { type IntegrationProvider, PSA_NAMES, useConnectIntegration } from '@/data/integrations';
import { isApiError } from '@/lib/api-client';
import { INTEGRATIONS_SCREEN_COPY as COPY } from './integrations-copy';
import { emptyValues, firstMissing, PROVIDER_FIELDS, toCredentials } from './provider-fields';

/** 'Company ID' → 'company ID'; an acronym ('API username') stays as it is. */
const inSentence = (label: string) => label.replace(/^[A-Z][a-z]/, (start) => start.toLowerCase());

/** The PSA's own words, when the API passed them on and they add something to its message. */
function psaWords(error: unknown): string | null {
  if (!isApiError(error) || typeof error.details !== 'object' || error.details === null) return null;
  const words = (error.details as { psaMessage?: unknown }).psaMessage;
  return typeof words === 'string' && words && !error.message.includes(words) ? words : null;
}

/**
 * The PSA's credentials, tested by the API before anything is saved. A refusal keeps every typed value and says
 * exactly what to fix; secrets are password fields the browser neither fills nor offers to remember.
 */
export function ConnectForm({ provider, onCancel }: { provider: IntegrationProvider; onCancel: () => void }) {
  const name = PSA_NAMES[provider];
  const [values, setValues] = useState(() => emptyValues(provider));
  const [missing, setMissing] = useState<string | null>(null);
  const connect = useConnectIntegration(provider, { errorToast: false });
  const formRef = useRef<HTMLFormElement>(null);
  // Opened from the card's Connect button: the keyboard carries on in the first field.
  useEffect(() => formRef.current?.querySelector('input')?.focus(), []);
  const error = connect.error;
  const requestId = isApiError(error) ? error.requestId : null;
  const words = psaWords(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = firstMissing(provider, values);
    setMissing(empty?.name ?? null);
    if (empty) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${empty.name}"]`)?.focus();
      return;
    }
    connect.mutate(toCredentials(provider, values), {
      onSuccess: () => toast.success(COPY.connectedToast(name)),
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      autoComplete="off"
      aria-label={COPY.connectFormLabel(name)}
      onSubmit={submit}
      className="grid gap-4 border-t px-5 pt-4 pb-5"
    >
      {error && (
        <div
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm text-destructive"
        >
          <p className="font-medium">{error.message}</p>
          {words && <p className="mt-1 text-foreground">{`${name}: “${words}”`}</p>}
          {requestId && <p className="mt-1 text-xs text-muted-foreground">{COPY.requestId(requestId)}</p>}
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {PROVIDER_FIELDS[provider].map((field) => (
          <Field
            key={field.name}
            label={field.optional ? `${field.label} (optional)` : field.label}
            hint={field.help}
            error={missing === field.name ? COPY.required(inSentence(field.label)) : undefined}
          >
            {(control) => (
              <Input
                {...control}
                name={field.name}
                type={field.secret ? 'password' : 'text'}
                inputMode={field.inputMode}
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                placeholder={field.placeholder}
                required={!field.optional}
                value={values[field.name] ?? ''}
                onChange={(event) => {
                  const value = event.target.value;
                  setValues((current) => ({ ...current, [field.name]: value }));
                }}
                className="h-10"
              />
            )}
          </Field>
        ))}
      </div>
      <p className="text-[13px] text-muted-foreground">{COPY.secretNote}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={connect.isPending}>
          {COPY.cancel}
        </Button>
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? COPY.testing : COPY.testAndConnect}
        </Button>
      </div>
    </form>
  );
}
