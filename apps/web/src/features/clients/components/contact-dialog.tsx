import {
  CLIENT_COPY,
  type ClientContactView,
  contactName,
  CreateContactInput,
  UpdateContactInput,
} from '@scopewright/domain';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { useCreateContact, useUpdateContact } from '@/data/clients';
import { ignoreInvalid, useZodForm } from '@/lib/use-zod-form';
import { formDialog } from './form-dialog';
import { FormDialogActions } from './form-dialog-actions';
import { TextField } from './text-field';
import { saveAndClose } from './save-and-close';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'jobTitle', 'isPrimary', 'isSigner'] as const;
type Key = (typeof FIELDS)[number];

interface Props {
  clientId: string;
  /** The contact to edit; null adds one. */
  contact: ClientContactView | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const ContactDialog = formDialog(ContactForm);

function ContactForm({ clientId, contact, onOpenChange }: Props) {
  const isNew = contact === null;
  const initial = Object.fromEntries(
    FIELDS.map((k) => [
      k,
      k === 'isPrimary' || k === 'isSigner' ? String(contact?.[k] ?? false) : (contact?.[k] ?? ''),
    ]),
  ) as Record<Key, string>;
  const form = useZodForm(isNew ? CreateContactInput : UpdateContactInput, initial, {
    showErrors: 'submitted',
    onInvalid: ignoreInvalid,
    toInput: (v) => ({ ...v, isPrimary: v.isPrimary === 'true', isSigner: v.isSigner === 'true' }),
  });
  const create = useCreateContact(clientId, { errorToast: false });
  const update = useUpdateContact(clientId, { errorToast: false });
  const busy = create.isPending || update.isPending;

  const onSubmit = saveAndClose(form, onOpenChange, async (input) => {
    if (isNew) {
      await create.mutateAsync(input as CreateContactInput);
      return { message: CLIENT_COPY.contactAdded(contactName(input as { firstName: string; lastName: string })) };
    }
    await update.mutateAsync({ id: contact.id, input: input as UpdateContactInput });
    return { message: CLIENT_COPY.contactSaved };
  });

  const text = (name: Key, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={form.values[name]}
      onValueChange={(v) => form.set(name, v)}
      error={form.errors[name]}
      {...extra}
    />
  );
  const toggle = (name: 'isPrimary' | 'isSigner', label: string, hint: string, disabled = false) => (
    <label className="flex items-start gap-3 text-sm">
      <Switch
        checked={form.values[name] === 'true'}
        disabled={disabled}
        onCheckedChange={(v) => form.set(name, String(v))}
        aria-label={label}
        className="mt-0.5"
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-[13px] text-muted-foreground">{hint}</span>
        {form.errors[name] && <span className="block text-[13px] text-destructive">{form.errors[name]}</span>}
      </span>
    </label>
  );

  return (
    <DialogContent className="max-h-[92dvh] max-w-lg overflow-y-auto">
      <DialogTitle>{isNew ? 'Add contact' : `Edit ${contactName(contact)}`}</DialogTitle>
      <DialogDescription>The people you work with at this client.</DialogDescription>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Contact">
        {text('firstName', 'First name', { autoComplete: 'given-name' })}
        {text('lastName', 'Last name', { autoComplete: 'family-name' })}
        {text('email', 'Email', { type: 'email', autoComplete: 'email' })}
        {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
        {text('jobTitle', 'Job title', { className: 'sm:col-span-2', autoComplete: 'organization-title' })}
        <div className="grid gap-3 sm:col-span-2">
          {/* The primary flag moves by making another contact primary, never by switching it off. */}
          {toggle(
            'isPrimary',
            'Primary contact',
            'The main person for quotes and questions.',
            contact?.isPrimary === true,
          )}
          {toggle('isSigner', 'Can sign quotes', 'May accept quotes on the client’s behalf.')}
        </div>
        <FormDialogActions
          busy={busy}
          submitLabel={isNew ? 'Add contact' : 'Save contact'}
          onCancel={() => onOpenChange(false)}
          className="sm:col-span-2"
        />
      </form>
    </DialogContent>
  );
}
