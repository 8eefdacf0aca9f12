import { ResendQuoteInput, SENDING_COPY as COPY, type SendDraft } from '@scopewright/domain';
import { Link2, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { ComposerFields, composerErrorsFrom, type ComposerErrors, type ComposerValues } from './composer-fields';
import { useSendDraft } from '@/data/quote-sending';

const linkDate = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

export interface ComposerAction {
  label: string;
  busyLabel: string;
  run: (values: ComposerValues) => Promise<unknown>;
}

/** Validates with the API's own schema, so the composer shows the same messages before sending. */
function validate({ to, cc, subject, message, attachPdf }: ComposerValues): ComposerErrors {
  const parsed = ResendQuoteInput.safeParse({ to, cc, subject, message, attachPdf });
  if (parsed.success) return {};
  return composerErrorsFrom(
    parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  );
}

function ComposerForm({
  draft,
  showReminder,
  primary,
  secondary,
}: {
  draft: SendDraft;
  showReminder: boolean;
  primary: ComposerAction;
  secondary?: ComposerAction & { hint: string };
}) {
  const [values, setValues] = useState<ComposerValues>({
    to: draft.defaultTo,
    cc: [],
    subject: draft.subject,
    message: draft.message,
    attachPdf: true,
    reminderDaysBefore: draft.reminderDaysBefore,
  });
  const [errors, setErrors] = useState<ComposerErrors>({});
  const [running, setRunning] = useState<'primary' | 'secondary' | null>(null);

  const run = async (which: 'primary' | 'secondary', action: ComposerAction, check: boolean) => {
    const found = check ? validate(values) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setRunning(which);
    try {
      await action.run(values);
    } catch (error) {
      if (isApiError(error) && error.code === 'VALIDATION') setErrors(composerErrorsFrom(error.details));
    } finally {
      setRunning(null);
    }
  };

  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void run('primary', primary, true);
      }}
    >
      <ComposerFields
        values={values}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        recipients={draft.recipients}
        errors={errors}
        showReminder={showReminder}
      />
      {draft.recipients.length === 0 && <p className="text-[13px] text-muted-foreground">{COPY.noContactEmails}</p>}
      <p className="text-[13px] text-muted-foreground">
        {COPY.linkExpires(linkDate.format(new Date(draft.linkExpiresAt)))}
      </p>
      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center">
        {secondary && (
          <Button
            type="button"
            variant="outline"
            title={secondary.hint}
            disabled={running !== null}
            onClick={() => void run('secondary', secondary, false)}
          >
            <Link2 aria-hidden /> {running === 'secondary' ? secondary.busyLabel : secondary.label}
          </Button>
        )}
        <Button type="submit" className="sm:ml-auto" disabled={running !== null}>
          <Send aria-hidden /> {running === 'primary' ? primary.busyLabel : primary.label}
        </Button>
      </div>
    </form>
  );
}

/** The composer: loads the defaults (recipients, subject, message), then the form with its actions. */
export function SendComposer({
  quoteId,
  title,
  description,
  showReminder,
  primary,
  secondary,
}: {
  quoteId: string;
  title: string;
  description: string;
  showReminder: boolean;
  primary: ComposerAction;
  secondary?: ComposerAction & { hint: string };
}) {
  const draft = useSendDraft(quoteId, true);
  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </div>
      {draft.isPending && (
        <div className="grid gap-3" aria-busy="true" aria-label={COPY.loadingDraft}>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-36 w-full" />
        </div>
      )}
      {draft.isError && (
        <div role="alert" className="flex items-center justify-between gap-3 text-sm">
          <span>
            {COPY.draftFailed} {draft.error.message}
          </span>
          <Button variant="outline" size="sm" onClick={() => void draft.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {draft.isSuccess && (
        <ComposerForm draft={draft.data} showReminder={showReminder} primary={primary} secondary={secondary} />
      )}
    </div>
  );
}
