import {
  appLinks,
  CreateQuoteInput,
  formatQuoteNumber,
  suggestQuoteTitle,
  TEMPLATE_WIZARD_COPY as TEMPLATE_COPY,
  WIZARD_COPY as COPY,
} from '@scopewright/domain';
import { LayoutTemplate } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { QuotePlanNotice } from '@/components/quotes/quote-plan-notice';
import { useQuoteAccess } from '@/components/quotes/use-quote-access';
import { TemplatePickerDialog, type TemplatePickerResult } from '@/components/template-picker';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { ClientStep } from '../steps/client/client-step';
import { OpportunityChoice, type OpportunityChoiceValue } from '../steps/client/opportunity-choice';
import { CopyQuotePicker } from './copy-quote-picker';
import { DescribedProjectCard } from './described-project-card';
import { type DescribedProject, readDescribedProject } from './described-project';
import { NewQuoteStarts, type QuoteStart } from './new-quote-starts';
import { toastMutationError } from '@/lib/mutation-error-toast';
import { useClient } from '@/data/clients';
import { useCreateQuote, useDuplicateQuote } from '@/data/quotes';
import { useStartQuoteFromTemplate } from '@/data/templates';
import { WizardHeader } from './wizard-header';
import type { WizardHeader as Header } from '../document/wizard-state';
import { WizardStepper } from './wizard-stepper';
import { useTemplateWizardAccess } from '../templates/use-template-wizard-access';

const VALID_DAYS = 30;

export function defaultValidUntil(today = new Date()): string {
  const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + VALID_DAYS));
  return date.toISOString().slice(0, 10);
}

type Errors = Partial<Record<'clientId' | 'title', string>>;

/** The create request's pipeline fields for the choice. */
const pipelineInput = (choice: OpportunityChoiceValue): Pick<CreateQuoteInput, 'opportunityId' | 'newOpportunity'> =>
  choice === 'new' ? { newOpportunity: true } : choice === 'none' ? {} : { opportunityId: choice };

function firstStart(described: DescribedProject | null, params: URLSearchParams): QuoteStart {
  if (described) return 'describe';
  if (params.get('template')) return 'template';
  if (params.get('addService')) return 'blank';
  return 'describe';
}

/**
 * A quote that does not exist yet. Four ways in: describe it (the AI drafts the scope as the quote opens), from
 * a template (its answers size the scope), a copy of a past quote, or blank. Coming from the dashboard's
 * description, the title is suggested from it and choosing the client creates the quote at once; a chosen
 * template does the same. `?template=<id>` opens the template picker on that template.
 */
export function NewQuoteWizard() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const describeId = useId();
  const [described] = useState(() => readDescribedProject(location));
  const access = useQuoteAccess();
  const templateAccess = useTemplateWizardAccess();
  const [start, setStart] = useState<QuoteStart>(() => firstStart(described, params));
  const [description, setDescription] = useState('');
  const [template, setTemplate] = useState<TemplatePickerResult | null>(null);
  const [pickerOpen, setPickerOpen] = useState(
    () => firstStart(described, params) === 'template' && templateAccess.canStartQuote,
  );
  const [pickerError, setPickerError] = useState<unknown>(null);
  // Remounts the client step with its picker open (a template chosen before the client).
  const [clientPickerKey, setClientPickerKey] = useState(0);
  const [header, setHeader] = useState<Header>(() => ({
    title: described ? suggestQuoteTitle(described.describe) : '',
    clientId: params.get('clientId'),
    contactId: null,
    validUntil: defaultValidUntil(),
    currency: 'USD',
  }));
  // From an opportunity's "New quote" (?opportunityId=), that deal; otherwise a deal of its own.
  const [opportunity, setOpportunity] = useState<OpportunityChoiceValue>(() => params.get('opportunityId') ?? 'new');
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const preselected = useClient(params.get('clientId'));
  const create = useCreateQuote({ errorToast: false });
  const fromTemplate = useStartQuoteFromTemplate({ errorToast: false });
  const duplicate = useDuplicateQuote();
  const [copyingId, setCopyingId] = useState<string | null>(null);

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

  const refuse = (error: unknown, showToast = true) => {
    if (isApiError(error) && (error.code === 'LIMIT_EXCEEDED' || error.status === 403)) setRefusal(error.message);
    else setRefusal(null);
    if (showToast && !(isApiError(error) && error.code === 'LIMIT_EXCEEDED')) toastMutationError(error);
  };

  /** The client and title the quote needs, with the domain's messages; false when one is missing. */
  const checkHeader = (header: Header, title = header.title) => {
    const parsed = CreateQuoteInput.safeParse({ ...header, clientId: header.clientId ?? '', title });
    if (parsed.success) {
      setErrors({});
      return true;
    }
    const next: Errors = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (key === 'clientId' || key === 'title') next[key] ??= issue.message;
    }
    setErrors(next);
    return false;
  };

  const typed = description.trim();
  const createBlank = (header: Header) => {
    const input: CreateQuoteInput = {
      clientId: header.clientId ?? '',
      contactId: header.contactId,
      title: header.title,
      validUntil: header.validUntil,
      currency: header.currency,
      ...pipelineInput(opportunity),
    };
    if (!checkHeader(header)) return;
    const describe = described?.describe ?? (start === 'describe' && typed ? typed : null);
    create.mutate(input, {
      onSuccess: (quote) => {
        // Templates → Service library → "Start a new quote" carries the service on to the Scope step's picker.
        const addService = params.get('addService') ?? undefined;
        const state: DescribedProject | null = describe ? { describe, generate: true } : null;
        void navigate(appLinks.quote(quote.id, { step: 'scope', addService }), { replace: true, state });
      },
      onError: (error) => refuse(error),
    });
  };

  const createFromTemplate = (header: Header, picked: TemplatePickerResult | null) => {
    if (!picked) {
      setPickerOpen(true);
      return;
    }
    // The template's name is the title when none is typed (the API's own default).
    if (!checkHeader(header, header.title.trim() || picked.templateName)) return;
    setPickerError(null);
    fromTemplate.mutate(
      {
        id: picked.templateId,
        body: {
          clientId: header.clientId!,
          contactId: header.contactId,
          title: header.title.trim() || undefined,
          values: picked.values,
        },
      },
      {
        onSuccess: (quote) => void navigate(appLinks.quote(quote.id, { step: 'scope' }), { replace: true }),
        onError: (error) => {
          // A 422 on the answers shows in the picker, when it is open; the rest as the blank flow shows them.
          setPickerError(error);
          refuse(error, !pickerOpen);
        },
      },
    );
  };

  const submit = (next = header) => (start === 'template' ? createFromTemplate(next, template) : createBlank(next));

  const copy = ({ id, number }: { id: string; number: number }) => {
    setCopyingId(id);
    duplicate.mutate(id, {
      onSuccess: (quote) => {
        toast.success(TEMPLATE_COPY.copied(formatQuoteNumber(number), formatQuoteNumber(quote.number)));
        void navigate(appLinks.quote(quote.id, { step: 'client' }), { replace: true });
      },
      // The default mutation-error toast says why.
      onSettled: () => setCopyingId(null),
    });
  };

  const confirmTemplate = async (picked: TemplatePickerResult) => {
    setTemplate(picked);
    setPickerError(null);
    const next = header.title.trim() ? header : { ...header, title: picked.templateName };
    setHeader(next);
    if (next.clientId) {
      createFromTemplate(next, picked);
      return;
    }
    setPickerOpen(false);
    setClientPickerKey((n) => n + 1);
  };

  const blocked = !access.canCreate;
  const pending = create.isPending || fromTemplate.isPending;
  const autoCreates =
    (start === 'describe' && (described !== null || typed !== '')) || (start === 'template' && template);
  const unavailable: QuoteStart[] = templateAccess.canStartQuote ? [] : ['template'];

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5">
      <WizardHeader detail={null} title={header.title} />
      <WizardStepper current="client" onSelect={() => start !== 'copy' && submit()} disabled />
      {(blocked || refusal) && (
        <QuotePlanNotice
          message={refusal ?? access.createRefusal?.message ?? COPY.upgradeBody}
          isAdmin={access.isAdmin}
        />
      )}
      <div className="grid max-w-4xl gap-5">
        <NewQuoteStarts
          value={start}
          disabled={blocked || pending}
          unavailable={unavailable}
          onPick={(next) => {
            setStart(next);
            setErrors({});
            if (next === 'template') setPickerOpen(true);
          }}
        />
        {start === 'describe' &&
          (described ? (
            <DescribedProjectCard description={described.describe} hasTitle={header.title.trim() !== ''} />
          ) : (
            <Card>
              <CardContent className="grid gap-1.5 pt-5">
                <label htmlFor={describeId} className="text-sm font-medium">
                  {TEMPLATE_COPY.describeLabel}
                </label>
                <textarea
                  id={describeId}
                  aria-describedby={`${describeId}-hint`}
                  value={description}
                  maxLength={4000}
                  rows={3}
                  disabled={blocked}
                  placeholder={TEMPLATE_COPY.describePlaceholder}
                  className="min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
                  onChange={(event) => setDescription(event.target.value)}
                  onBlur={() => {
                    if (typed && !header.title.trim()) setHeader({ ...header, title: suggestQuoteTitle(typed) });
                  }}
                />
                <p id={`${describeId}-hint`} className="text-[13px] text-muted-foreground">
                  {TEMPLATE_COPY.describeHint}
                </p>
              </CardContent>
            </Card>
          ))}
        {start === 'template' && (
          <Card>
            <CardContent className="flex flex-wrap items-center gap-3 pt-5">
              <LayoutTemplate className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="text-xs text-muted-foreground">{TEMPLATE_COPY.templateLabel}</p>
                {template ? (
                  <p className="text-sm" data-testid="chosen-template">
                    <span className="font-medium">{template.templateName}</span>
                    <span className="text-muted-foreground"> · {TEMPLATE_COPY.templateAnswers(template.values)}</span>
                  </p>
                ) : (
                  <p className="text-sm text-muted-foreground">{TEMPLATE_COPY.templateNone}</p>
                )}
              </div>
              <Button
                variant={template ? 'outline' : 'default'}
                disabled={blocked || pending}
                onClick={() => setPickerOpen(true)}
              >
                {template ? TEMPLATE_COPY.changeTemplate : TEMPLATE_COPY.chooseTemplate}
              </Button>
            </CardContent>
          </Card>
        )}
        {start === 'copy' ? (
          <CopyQuotePicker onCopy={copy} copyingId={copyingId} disabled={blocked} />
        ) : (
          <ClientStep
            key={clientPickerKey}
            header={header}
            hideTerms={start === 'template'}
            onChange={(patch) => {
              const next = { ...header, ...patch };
              setHeader(next);
              const picked = patch.clientId && patch.clientId !== header.clientId;
              if (autoCreates && picked && !blocked && !pending) {
                if (start === 'template') createFromTemplate(next, template);
                else if (next.title.trim()) createBlank(next);
              }
            }}
            readOnly={blocked}
            errors={errors}
            opensClientPicker={(Boolean(described) || clientPickerKey > 0) && !header.clientId}
            pipeline={
              header.clientId && start !== 'template' ? (
                <OpportunityChoice
                  clientId={header.clientId}
                  title={header.title}
                  currency={header.currency}
                  value={opportunity}
                  onChange={setOpportunity}
                  disabled={blocked || pending}
                />
              ) : null
            }
            footer={
              <>
                <p className="mr-auto text-[13px] text-muted-foreground">
                  {start === 'template' ? TEMPLATE_COPY.clientThenTemplate : COPY.clientStepIncomplete}
                </p>
                <Button onClick={() => submit()} disabled={blocked || pending}>
                  {start === 'template'
                    ? pending
                      ? TEMPLATE_COPY.creatingFromTemplate
                      : TEMPLATE_COPY.createFromTemplate
                    : create.isPending
                      ? COPY.creatingQuote
                      : COPY.startQuote}
                </Button>
              </>
            }
          />
        )}
      </div>
      <TemplatePickerDialog
        open={pickerOpen}
        onOpenChange={(open) => {
          setPickerOpen(open);
          if (!open) setPickerError(null);
        }}
        title={TEMPLATE_COPY.startPickerTitle}
        description={TEMPLATE_COPY.startPickerDescription}
        confirmLabel={TEMPLATE_COPY.startPickerConfirm}
        chooseSections={false}
        initialTemplateId={template?.templateId ?? params.get('template')}
        pending={fromTemplate.isPending}
        error={pickerError}
        onConfirm={confirmTemplate}
      />
    </div>
  );
}
