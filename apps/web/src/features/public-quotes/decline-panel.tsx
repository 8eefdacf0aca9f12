import {
  DeclineQuoteInput,
  PUBLIC_QUOTE_LIMITS,
  PUBLIC_QUOTE_PAGE_COPY as COPY,
  type PublicQuoteView,
} from '@scopewright/domain';
import { type FormEvent, useState } from 'react';
import { Field } from '@/components/ui/field';
import { type FieldErrors, sendAnswer, zodFieldErrors } from './form-errors';
import { PanelShell } from './panel-shell';
import { declinePublicQuote } from '@/data/public-quotes';

const FIELDS = ['reason'] as const;

/** Decline with a reason for the sender. */
export function DeclinePanel({
  token,
  onDeclined,
  onCancel,
  onStale,
}: {
  token: string;
  onDeclined: (view: PublicQuoteView) => void;
  onCancel: () => void;
  /** Called on a 409: the quote was accepted, declined or replaced meanwhile. */
  onStale: () => void;
}) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'reason'>>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = DeclineQuoteInput.safeParse({ reason });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error, FIELDS));
      document.querySelector<HTMLElement>('[data-field="reason"] textarea')?.focus();
      return;
    }
    await sendAnswer(() => declinePublicQuote(token, { reason }), {
      fields: FIELDS,
      setPending,
      setErrors,
      onAnswered: onDeclined,
      onStale,
    });
  };

  return (
    <PanelShell
      heading={COPY.declineHeading}
      formError={errors.form}
      submitLabel={pending ? COPY.submittingDecline : COPY.submitDecline}
      submitVariant="destructive"
      pending={pending}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div data-field="reason">
        <Field label={COPY.declineReason} hint={COPY.declineReasonHint} error={errors.reason}>
          {(control) => (
            <textarea
              {...control}
              value={reason}
              maxLength={PUBLIC_QUOTE_LIMITS.declineReasonMax + 100}
              onChange={(e) => setReason(e.target.value)}
              className="min-h-28 w-full rounded-md border border-input bg-card px-3 py-2 text-sm leading-6 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
            />
          )}
        </Field>
      </div>
    </PanelShell>
  );
}
