import {
  CLIENT_COPY,
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
  type ClientDetail,
  CreateClientInput,
  SUPPORTED_CURRENCIES,
  UpdateClientInput,
} from '@scopewright/domain';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { useCreateClient, useUpdateClient } from '@/data/clients';
import { ignoreInvalid, useZodForm } from '@/lib/use-zod-form';
import { formDialog } from './form-dialog';
import { FormDialogActions } from './form-dialog-actions';
import { TextField } from './text-field';
import { saveAndClose } from './save-and-close';

const CLIENT_FIELDS = [
  'name',
  'type',
  'industry',
  'website',
  'phone',
  'email',
  'addressLine1',
  'addressLine2',
  'city',
  'region',
  'postalCode',
  'country',
  'currency',
] as const;
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'jobTitle'] as const;
type Key = (typeof CLIENT_FIELDS)[number] | `contact.${(typeof CONTACT_FIELDS)[number]}`;

function initialValues(client: ClientDetail | null): Record<Key, string> {
  const values = Object.fromEntries(CLIENT_FIELDS.map((k) => [k, (client?.[k] as string | null) ?? ''])) as Record<
    Key,
    string
  >;
  for (const k of CONTACT_FIELDS) values[`contact.${k}`] = '';
  values.type = client?.type ?? 'customer';
  values.currency = client?.currency ?? '';
  return values;
}

function toInput(values: Record<Key, string>, withContact: boolean) {
  // A blank currency means the workspace default, which the server fills in.
  const client = Object.fromEntries(
    CLIENT_FIELDS.filter((k) => k !== 'currency' || values.currency !== '').map((k) => [k, values[k]]),
  );
  const contact = Object.fromEntries(CONTACT_FIELDS.map((k) => [k, values[`contact.${k}`]]));
  const hasContact = withContact && Object.values(contact).some((v) => v.trim() !== '');
  return hasContact ? { ...client, contact } : client;
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this client; null creates a new one. */
  client: ClientDetail | null;
  onCreated?: (client: ClientDetail) => void;
}

/** New client (with an optional first contact) or edit client, in one dialog. */
export const ClientFormDialog = formDialog(ClientForm);

function ClientForm({ client, onOpenChange, onCreated }: Props) {
  const isNew = client === null;
  const form = useZodForm(isNew ? CreateClientInput : UpdateClientInput, initialValues(client), {
    showErrors: 'submitted',
    onInvalid: ignoreInvalid,
    toInput: (v) => toInput(v, isNew),
  });
  const create = useCreateClient({ errorToast: false });
  const update = useUpdateClient(client?.id ?? '', { errorToast: false });
  const busy = create.isPending || update.isPending;
  const field = (name: Key, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={form.values[name]}
      onValueChange={(v) => form.set(name, v)}
      error={form.errors[name]}
      {...extra}
    />
  );

  const onSubmit = saveAndClose(form, onOpenChange, async (input) => {
    if (isNew) {
      const created = await create.mutateAsync(input as CreateClientInput);
      // Closing may rewrite the query (?new=1): the page opened by onCreated comes after it.
      return { message: CLIENT_COPY.created(created.name), afterClose: () => onCreated?.(created) };
    }
    await update.mutateAsync(input as UpdateClientInput);
    return { message: CLIENT_COPY.saved };
  });

  return (
    <DialogContent className="max-h-[92dvh] max-w-2xl overflow-y-auto">
      <DialogTitle>{isNew ? CLIENT_COPY.newClient : `Edit ${client.name}`}</DialogTitle>
      <DialogDescription>
        {isNew ? CLIENT_COPY.intro : 'Changes apply to new quotes for this client.'}
      </DialogDescription>
      <form
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="grid gap-5"
        aria-label={isNew ? CLIENT_COPY.newClient : 'Edit client'}
      >
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="sr-only">Company</legend>
          {field('name', 'Name', { autoComplete: 'organization', className: 'sm:col-span-2' })}
          <Field label="Type" error={form.errors.type}>
            {(control) => (
              <NativeSelect {...control} value={form.values.type} onChange={(e) => form.set('type', e.target.value)}>
                {CLIENT_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {CLIENT_TYPE_LABELS[t]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label="Currency" error={form.errors.currency} hint="New quotes for this client start in it.">
            {(control) => (
              <NativeSelect
                {...control}
                value={form.values.currency}
                onChange={(e) => form.set('currency', e.target.value)}
              >
                {isNew && <option value="">Workspace default</option>}
                {SUPPORTED_CURRENCIES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.code} · {c.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          {field('industry', 'Industry')}
          {field('website', 'Website', { inputMode: 'url', placeholder: 'company.com' })}
          {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
          {field('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">Billing address</legend>
          {field('addressLine1', 'Address line 1', { autoComplete: 'address-line1' })}
          {field('addressLine2', 'Address line 2', { autoComplete: 'address-line2' })}
          {field('city', 'City', { autoComplete: 'address-level2' })}
          {field('region', 'Region or state', { autoComplete: 'address-level1' })}
          {field('postalCode', 'Postal code', { autoComplete: 'postal-code' })}
          {field('country', 'Country', { autoComplete: 'country-name' })}
        </fieldset>
        {isNew && (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-semibold">First contact (optional)</legend>
            {field('contact.firstName', 'Contact first name')}
            {field('contact.lastName', 'Contact last name')}
            {field('contact.email', 'Contact email', { type: 'email' })}
            {field('contact.phone', 'Contact phone', { type: 'tel' })}
            {field('contact.jobTitle', 'Contact job title', { className: 'sm:col-span-2' })}
          </fieldset>
        )}
        <FormDialogActions
          busy={busy}
          submitLabel={isNew ? 'Create client' : 'Save changes'}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </DialogContent>
  );
}
