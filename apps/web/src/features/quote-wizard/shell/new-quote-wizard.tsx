import { appLinks, CreateQuoteInput, suggestQuoteTitle, WIZARD_COPY as COPY } from '@scopewright/domain';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { QuotePlanNotice } from '@/components/quotes/quote-plan-notice';
import { useQuoteAccess } from '@/components/quotes/use-quote-access';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { ClientStep } from '../steps/client/client-step';
import { DescribedProjectCard } from './described-project-card';
import { type DescribedProject, readDescribedProject } from './described-project';
import { toastMutationError } from '@/lib/mutation-error-toast';
import { useClient } from '@/data/clients';
import { useCreateQuote } from '@/data/quotes';
import { WizardHeader } from './wizard-header';
import type { WizardHeader as Header } from '../document/wizard-state';
import { WizardStepper } from './wizard-stepper';

const VALID_DAYS = 30;

export function defaultValidUntil(today = new Date()): string {
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + VALID_DAYS));
  return date.toISOString().slice(0, 10);
}

type Errors = Partial<Record<'clientId' | 'title', string>>;

/**
 * A quote that does not exist yet: the client step only; the quote is created when it is complete. Coming from
 * the dashboard's description, the title is suggested from it and choosing the client creates the quote at once.
 */
export function NewQuoteWizard() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [described] = useState(() => readDescribedProject(location));
  const access = useQuoteAccess();
  const [header, setHeader] = useState<Header>(() => ({
    title: described ? suggestQuoteTitle(described.describe) : '',
    clientId: params.get('clientId'),
    contactId: null,
    validUntil: defaultValidUntil(),
    currency: 'USD',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const preselected = useClient(params.get('clientId'));
  const create = useCreateQuote({ errorToast: false });

  // ?clientId= preselects the client: its currency and primary contact follow once it loads (once).
  const preselectedClient = preselected.data;
  const [appliedPreselect, setAppliedPreselect] = useState<string | null>(null);
  if (preselectedClient && appliedPreselect !== preselectedClient.id) {
    setAppliedPreselect(preselectedClient.id);
    if (header.clientId === preselectedClient.id) {
      setHeader({
        ...header,
        currency: preselectedClient.currency,
        contactId: header.contactId ?? preselectedClient.contacts.find((c) => c.isPrimary)?.id ?? null,
      });
    }
  }

  const start = (header: Header) => {
    const input: CreateQuoteInput = {
      clientId: header.clientId ?? '',
      contactId: header.contactId,
      title: header.title,
      validUntil: header.validUntil,
      currency: header.currency,
    };
    const parsed = CreateQuoteInput.safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if (key === 'clientId' || key === 'title') next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(input, {
      onSuccess: (quote) => {
        // Templates → Service library → "Start a new quote" carries the service on to the Scope step's picker.
        const addService = params.get('addService') ?? undefined;
        const state: DescribedProject | null = described && { describe: described.describe, generate: true };
        void navigate(appLinks.quote(quote.id, { step: 'scope', addService }), { replace: true, state });
      },
      onError: (error) => {
        if (isApiError(error) && (error.code === 'LIMIT_EXCEEDED' || error.status === 403)) setRefusal(error.message);
        else setRefusal(null);
        if (!(isApiError(error) && error.code === 'LIMIT_EXCEEDED')) toastMutationError(error);
      },
    });
  };

  const blocked = !access.canCreate;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <WizardHeader detail={null} title={header.title} />
      <WizardStepper current="client" onSelect={() => start(header)} disabled />
      {(blocked || refusal) && (
        <QuotePlanNotice
          message={refusal ?? access.createRefusal?.message ?? COPY.upgradeBody}
          isAdmin={access.isAdmin}
        />
      )}
      <div className="grid max-w-3xl gap-5">
        {described && <DescribedProjectCard description={described.describe} hasTitle={header.title.trim() !== ''} />}
        <ClientStep
          header={header}
          onChange={(patch) => {
            const next = { ...header, ...patch };
            setHeader(next);
            const picked = patch.clientId && patch.clientId !== header.clientId;
            if (described && picked && next.title.trim() && !blocked && !create.isPending) start(next);
          }}
          readOnly={blocked}
          errors={errors}
          opensClientPicker={Boolean(described) && !header.clientId}
          footer={
            <>
              <p className="mr-auto text-[13px] text-muted-foreground">{COPY.clientStepIncomplete}</p>
              <Button onClick={() => start(header)} disabled={blocked || create.isPending}>
                {create.isPending ? COPY.creatingQuote : COPY.startQuote}
              </Button>
            </>
          }
        />
      </div>
    </div>
  );
}
