import { CreateApiKeyInput, PUBLIC_API_COPY } from '@scopewright/domain';
import { type FormEvent, useRef, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { type CreatedApiKey, useCreateApiKey } from '@/data/api-keys';
import { isApiError } from '@/lib/api-client';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { fieldErrorsFrom } from '../field-errors';
import { EXPIRY_CHOICES, type ExpiryChoice, expiresAtFor, minExpiryDate } from './key-expiry';
import { KeyReveal } from './key-reveal';
import { ScopeGrid } from './scope-grid';
import { levelsOf, type ScopeLevels, scopesFromLevels } from './scope-levels';

type FieldName = 'name' | 'scopes' | 'expiresAt';
const FIELDS: readonly FieldName[] = ['name', 'scopes', 'expiresAt'];

/** Name, access and expiry; then the key, once. */
export function CreateKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto"
        // Once the key shows, a stray click outside must not lose it; Esc and Done still close.
        onInteractOutside={(event) => created && event.preventDefault()}
      >
        <DialogTitle>{created ? COPY.revealKeyTitle : COPY.createTitle}</DialogTitle>
        {created ? (
          <>
            <DialogDescription className="sr-only">{created.key.name}</DialogDescription>
            <KeyReveal secret={created.secret} onDone={close} />
          </>
        ) : (
          <>
            <DialogDescription>{COPY.createDescription}</DialogDescription>
            <CreateKeyForm onCancel={close} onCreated={setCreated} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CreateKeyForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const [name, setName] = useState('');
  const [levels, setLevels] = useState<ScopeLevels>(() => levelsOf('none'));
  const [expiry, setExpiry] = useState<ExpiryChoice>('never');
  const [customDate, setCustomDate] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const create = useCreateApiKey({ errorToast: false });
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirst = (found: Partial<Record<FieldName, string>>) => {
    const first = FIELDS.find((field) => found[field]);
    const target =
      first === 'scopes'
        ? formRef.current?.querySelector<HTMLInputElement>('[data-testid="scope-grid"] input:checked')
        : first && formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    target?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const expiresAt = expiresAtFor(expiry, customDate);
    const parsed = CreateApiKeyInput.safeParse({ name, scopes: scopesFromLevels(levels), expiresAt });
    const found = parsed.success ? {} : fieldErrorsFrom(parsed.error.issues, FIELDS);
    if (expiresAt === undefined) found.expiresAt = COPY.expiryDateRequired;
    else if (expiresAt && new Date(expiresAt) <= new Date()) found.expiresAt = PUBLIC_API_COPY.expiryInPast;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return focusFirst(found);
    create.mutate(parsed.data, {
      onSuccess: onCreated,
      onError: (error) => {
        const fromServer = isApiError(error) ? fieldErrorsFrom(error.details, FIELDS) : {};
        setErrors(fromServer);
        if (Object.keys(fromServer).length > 0) focusFirst(fromServer);
        else setFailure(error);
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid min-w-0 gap-5" aria-label={COPY.createTitle}>
      {failure !== null && (
        <FormAlert tone="error" title={failure instanceof Error ? failure.message : COPY.createFailed}>
          {isApiError(failure) && failure.requestId ? COPY.requestId(failure.requestId) : null}
        </FormAlert>
      )}
      <Field label={COPY.keyName} error={errors.name}>
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="off"
            maxLength={80}
            placeholder={COPY.keyNamePlaceholder}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className="h-10"
          />
        )}
      </Field>
      <ScopeGrid value={levels} onChange={setLevels} error={errors.scopes} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={COPY.expiry}>
          {(control) => (
            <NativeSelect
              {...control}
              value={expiry}
              onChange={(event) => setExpiry(event.target.value as ExpiryChoice)}
            >
              {EXPIRY_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {COPY.expiryOptions[choice]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {expiry === 'custom' ? (
          <Field label={COPY.expiryDate} hint={COPY.expiryHint} error={errors.expiresAt}>
            {(control) => (
              <Input
                {...control}
                type="date"
                name="expiresAt"
                min={minExpiryDate()}
                value={customDate}
                onChange={(event) => setCustomDate(event.target.value)}
                className="h-10"
              />
            )}
          </Field>
        ) : (
          errors.expiresAt && <p className="text-[13px] text-destructive sm:col-span-2">{errors.expiresAt}</p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
          {COPY.cancel}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? COPY.creating : COPY.create}
        </Button>
      </div>
    </form>
  );
}
