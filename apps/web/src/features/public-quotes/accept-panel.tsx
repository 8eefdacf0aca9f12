import {
  AcceptQuoteInput,
  type OptionalSelection,
  PUBLIC_QUOTE_PAGE_COPY as COPY,
  type PublicQuoteView,
} from '@scopewright/domain';
import { type FormEvent, useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { type FieldErrors, sendAnswer, zodFieldErrors } from './form-errors';
import { PanelShell } from './panel-shell';
import { acceptPublicQuote } from '@/data/public-quotes';
import { type SignatureMode, SignatureField } from './signature-field';

const FIELDS = ['signerName', 'signerTitle', 'signerEmail', 'signature', 'agreed'] as const;
type FieldName = (typeof FIELDS)[number];

/** Accept: who signs, a typed or drawn signature and the agreement; the selection is what the client ticked. */
export function AcceptPanel({
  token,
  view,
  selection,
  onAccepted,
  onCancel,
  onStale,
}: {
  token: string;
  view: PublicQuoteView;
  selection: OptionalSelection;
  onAccepted: (view: PublicQuoteView, email: string) => void;
  onCancel: () => void;
  /** Called on a 409: the quote was accepted, declined or replaced meanwhile. */
  onStale: () => void;
}) {
  const [values, setValues] = useState({ signerName: '', signerTitle: '', signerEmail: view.contactEmail ?? '' });
  const [mode, setMode] = useState<SignatureMode>('typed');
  const [drawn, setDrawn] = useState<string | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<FieldName>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);

  const input = {
    ...values,
    signature:
      mode === 'typed'
        ? { kind: 'typed' as const, text: values.signerName }
        : { kind: 'drawn' as const, imagePng: drawn ?? '' },
    agreed,
    selectedLineIds: [...selection.lineIds],
    selectedSectionIds: [...selection.sectionIds],
  };
  const parse = () => AcceptQuoteInput.safeParse(input);
  const check = () => {
    const parsed = parse();
    return parsed.success ? null : zodFieldErrors(parsed.error, FIELDS);
  };
  const shown: FieldErrors<FieldName> = submitted ? { ...check(), form: errors.form } : errors;
  const setValue = (name: keyof typeof values, value: string) => setValues((prev) => ({ ...prev, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const parsed = parse();
    if (!parsed.success) {
      const invalid = zodFieldErrors(parsed.error, FIELDS);
      setErrors(invalid);
      const first = FIELDS.find((f) => invalid[f]);
      document.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] canvas`)?.focus();
      return;
    }
    setErrors({});
    await sendAnswer(() => acceptPublicQuote(token, parsed.data), {
      fields: FIELDS,
      setPending,
      setErrors,
      onAnswered: (view) => onAccepted(view, parsed.data.signerEmail),
      onStale,
      onFailed: () => setSubmitted(false),
    });
  };

  return (
    <PanelShell
      heading={COPY.acceptHeading}
      intro={COPY.acceptIntro}
      formError={shown.form}
      submitLabel={pending ? COPY.submittingAccept : COPY.submitAccept}
      pending={pending}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['signerName', COPY.fullName, 'name', 'text'],
            ['signerTitle', COPY.title, 'organization-title', 'text'],
            ['signerEmail', COPY.email, 'email', 'email'],
          ] as const
        ).map(([name, label, autoComplete, type]) => (
          <div key={name} data-field={name} className={name === 'signerEmail' ? 'sm:col-span-2' : undefined}>
            <Field label={label} error={shown[name]}>
              {(control) => (
                <Input
                  {...control}
                  type={type}
                  autoComplete={autoComplete}
                  value={values[name]}
                  maxLength={300}
                  onChange={(e) => setValue(name, e.target.value)}
                />
              )}
            </Field>
          </div>
        ))}
      </div>
      <div data-field="signature">
        <SignatureField
          mode={mode}
          onModeChange={setMode}
          typedName={values.signerName}
          onDrawn={setDrawn}
          error={shown.signature}
        />
      </div>
      <div data-field="agreed" className="grid gap-1">
        <label className="flex items-start gap-3 text-sm leading-6">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
            aria-invalid={shown.agreed ? true : undefined}
            aria-describedby={shown.agreed ? 'accept-agreed-error' : undefined}
            className="mt-1 size-4 shrink-0 accent-(--doc-primary)"
          />
          {COPY.agreement(view.workspaceName)}
        </label>
        {shown.agreed && (
          <p id="accept-agreed-error" className="text-[13px] text-destructive">
            {shown.agreed}
          </p>
        )}
      </div>
    </PanelShell>
  );
}
