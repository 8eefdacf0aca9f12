import { API_KEY_ROTATION_OVERLAP_HOURS } from '@scopewright/domain';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { type ApiKeySummary, type CreatedApiKey, useRotateApiKey } from '@/data/api-keys';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { API_SETTINGS_COPY as COPY } from '../api-settings-copy';
import { KeyReveal } from './key-reveal';

/** How long the old key keeps working; then the new key, once. */
export function RotateKeyDialog({ apiKey, onClose }: { apiKey: ApiKeySummary | null; onClose: () => void }) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog open={apiKey !== null} onOpenChange={(next) => !next && close()}>
      {apiKey && (
        <DialogContent
          className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto"
          onInteractOutside={(event) => created && event.preventDefault()}
        >
          <DialogTitle>{created ? COPY.revealKeyTitle : COPY.rotateTitle(apiKey.name)}</DialogTitle>
          {created ? (
            <>
              <DialogDescription className="sr-only">{created.key.name}</DialogDescription>
              <KeyReveal secret={created.secret} onDone={close} />
            </>
          ) : (
            <>
              <DialogDescription className="leading-6">{COPY.rotateDescription}</DialogDescription>
              <RotateForm apiKey={apiKey} onCancel={close} onRotated={setCreated} />
            </>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function RotateForm({
  apiKey,
  onCancel,
  onRotated,
}: {
  apiKey: ApiKeySummary;
  onCancel: () => void;
  onRotated: (key: CreatedApiKey) => void;
}) {
  const [overlapHours, setOverlapHours] = useState<number>(API_KEY_ROTATION_OVERLAP_HOURS.default);
  const rotate = useRotateApiKey({ errorToast: false });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rotate.mutate({ id: apiKey.id, overlapHours }, { onSuccess: onRotated });
  };
  const error = rotate.error;
  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-label={COPY.rotateTitle(apiKey.name)}>
      {error && (
        <FormAlert tone="error" title={error.message}>
          {isApiError(error) && error.requestId ? COPY.requestId(error.requestId) : null}
        </FormAlert>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{COPY.overlap}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {COPY.overlapOptions.map((option) => (
            <label
              key={option.hours}
              className={cn(
                'flex h-10 cursor-pointer items-center justify-center rounded-md border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring',
                overlapHours === option.hours && 'border-primary bg-brand-soft font-medium text-brand-ink',
              )}
            >
              <input
                type="radio"
                name="overlapHours"
                className="sr-only"
                value={option.hours}
                checked={overlapHours === option.hours}
                onChange={() => setOverlapHours(option.hours)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={rotate.isPending}>
          {COPY.cancel}
        </Button>
        <Button type="submit" disabled={rotate.isPending}>
          {rotate.isPending ? COPY.rotating : COPY.rotateConfirm}
        </Button>
      </div>
    </form>
  );
}
