import { CONTACT_COPY, ContactInput } from '@scopewright/domain';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';
import { useIsHydrated } from '../components/use-is-hydrated';
import { ContactField } from './contact-field';
import { useSendContactMessage } from '@/data/contact';

type Outcome = { tone: 'success' | 'error'; text: string } | null;
type Field = 'name' | 'email' | 'company' | 'message';

const EMPTY: Record<Field, string> = { name: '', email: '', company: '', message: '' };

/** Contact form: validation on blur and submit, success and failure texts (docs/product-rules.md#contact-form). */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useZodForm(ContactInput, EMPTY, {
    showErrors: 'left',
    onInvalid: ([first]) => {
      const control = first && formRef.current?.elements.namedItem(first);
      if (control instanceof HTMLElement) control.focus();
    },
  });
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const isHydrated = useIsHydrated();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    const data = await form.submit();
    if (!data) return;
    send.mutate(data, {
      onSuccess: () => {
        form.reset();
        setOutcome({ tone: 'success', text: CONTACT_COPY.sent });
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'VALIDATION') form.showServerErrors(error);
        const text = isApiError(error) && error.status === 429 ? error.message : CONTACT_COPY.failed;
        setOutcome({ tone: 'error', text });
      },
    });
  };

  const field = (name: Field) => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    disabled: send.isPending,
    onBlur: form.field(name).onBlur,
    onChange: (value: string) => form.set(name, value),
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Contact form"
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactField label={CONTACT_COPY.nameLabel} autoComplete="name" {...field('name')} />
        <ContactField label={CONTACT_COPY.emailLabel} type="email" autoComplete="email" {...field('email')} />
      </div>
      <ContactField label={CONTACT_COPY.companyLabel} autoComplete="organization" {...field('company')} />
      <ContactField label={CONTACT_COPY.messageLabel} multiline {...field('message')} />
      <div aria-live="polite" className="empty:hidden">
        {outcome && (
          <p
            className={
              outcome.tone === 'success'
                ? 'flex items-start gap-2 rounded-lg border border-emerald-600/25 bg-emerald-50 px-3.5 py-3 text-sm font-medium text-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-200'
                : 'flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-3.5 py-3 text-sm font-medium text-destructive'
            }
          >
            {outcome.tone === 'success' ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
            ) : (
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            )}
            {outcome.text}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={!isHydrated || send.isPending} className="w-full sm:w-fit">
        {send.isPending ? CONTACT_COPY.submitting : CONTACT_COPY.submit}
      </Button>
    </form>
  );
}
