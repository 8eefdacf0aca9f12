import { contactName, SUPPORTED_CURRENCIES, WIZARD_COPY as COPY } from '@scopewright/domain';
import { Plus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ClientCombobox } from './client-combobox';
import { NewClientDialog } from './new-client-dialog';
import { useClient } from '@/data/clients';
import type { WizardHeader } from '../../document/wizard-state';

/** Step 1: who the quote is for, its title, validity and currency. */
export function ClientStep({
  header,
  clientName,
  onChange,
  readOnly,
  errors = {},
  footer,
  pipeline,
  opensClientPicker = false,
  hideTerms = false,
}: {
  header: WizardHeader;
  clientName?: string | null;
  onChange: (patch: Partial<WizardHeader>) => void;
  readOnly: boolean;
  errors?: Partial<Record<'clientId' | 'title', string>>;
  footer?: ReactNode;
  /** A new quote's place in the pipeline (OpportunityChoice), once a client is chosen. */
  pipeline?: ReactNode;
  /** The client picker starts open (a described project waits only for its client). */
  opensClientPicker?: boolean;
  /** Without validity and currency (a quote from a template takes the workspace's defaults and the client's currency). */
  hideTerms?: boolean;
}) {
  const clientFieldId = useId();
  const [dialogOpen, setDialogOpen] = useState(false);
  const client = useClient(header.clientId);
  const name = client.data?.name ?? clientName ?? null;
  const currencies = SUPPORTED_CURRENCIES.some((c) => c.code === header.currency)
    ? SUPPORTED_CURRENCIES
    : [...SUPPORTED_CURRENCIES, { code: header.currency, name: header.currency }];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Client</CardTitle>
        <CardDescription>Pick the client or create one; the quote takes their currency.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <div className="grid content-start gap-1.5 sm:col-span-2">
          <label htmlFor={clientFieldId} className="text-sm font-medium">
            {COPY.clientLabel}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="min-w-0 flex-1">
              <ClientCombobox
                id={clientFieldId}
                errorId={errors.clientId ? `${clientFieldId}-error` : undefined}
                value={header.clientId}
                label={name}
                disabled={readOnly}
                defaultOpen={opensClientPicker}
                onSelect={(picked) =>
                  onChange({
                    clientId: picked.id,
                    currency: picked.currency,
                    contactId: picked.primaryContact?.id ?? null,
                  })
                }
              />
            </div>
            <Button variant="outline" className="h-10" disabled={readOnly} onClick={() => setDialogOpen(true)}>
              <Plus aria-hidden /> {COPY.createClient}
            </Button>
          </div>
          {errors.clientId && (
            <p id={`${clientFieldId}-error`} className="text-[13px] text-destructive">
              {errors.clientId}
            </p>
          )}
        </div>
        <Field label={COPY.titleLabel} error={errors.title} className="sm:col-span-2">
          {(control) => (
            <Input
              {...control}
              className="h-10"
              placeholder={COPY.titlePlaceholder}
              value={header.title}
              readOnly={readOnly}
              maxLength={200}
              onChange={(event) => onChange({ title: event.target.value })}
            />
          )}
        </Field>
        <Field label={COPY.contactLabel}>
          {(control) => (
            <NativeSelect
              {...control}
              value={header.contactId ?? ''}
              disabled={readOnly || !client.data}
              onChange={(event) => onChange({ contactId: event.target.value || null })}
            >
              <option value="">{COPY.noContact}</option>
              {client.data?.contacts.map((contact) => (
                <option key={contact.id} value={contact.id}>
                  {contactName(contact)}
                  {contact.email ? ` · ${contact.email}` : ''}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        {!hideTerms && (
          <>
            <Field label={COPY.validUntilLabel}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  className="h-10"
                  value={header.validUntil ?? ''}
                  readOnly={readOnly}
                  onChange={(event) => onChange({ validUntil: event.target.value || null })}
                />
              )}
            </Field>
            <Field label={COPY.currencyLabel} hint={COPY.currencyHint}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={header.currency}
                  disabled={readOnly}
                  onChange={(event) => onChange({ currency: event.target.value })}
                >
                  {currencies.map((currency) => (
                    <option key={currency.code} value={currency.code}>
                      {currency.code} · {currency.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </>
        )}
        {pipeline}
        {footer && <div className="flex flex-wrap items-center justify-end gap-3 sm:col-span-2">{footer}</div>}
      </CardContent>
      {dialogOpen && (
        <NewClientDialog
          open
          onOpenChange={setDialogOpen}
          initialName=""
          onCreated={(created) =>
            onChange({
              clientId: created.id,
              currency: created.currency,
              contactId: created.contacts.find((c) => c.isPrimary)?.id ?? created.contacts[0]?.id ?? null,
            })
          }
        />
      )}
    </Card>
  );
}
