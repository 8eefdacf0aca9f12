import { type ClientDetail, CreateClientInput, WIZARD_COPY as COPY } from '@scopewright/domain';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useCreateClient } from '@/data/clients';

const EMPTY = { name: '', firstName: '', lastName: '', email: '' };
type Values = typeof EMPTY;

function toInput(values: Values): CreateClientInput {
  const hasContact = Boolean(values.firstName.trim() || values.lastName.trim() || values.email.trim());
  return {
    name: values.name,
    ...(hasContact
      ? { contact: { firstName: values.firstName, lastName: values.lastName, email: values.email || null } }
      : {}),
  };
}

/** Create a client and its first contact without leaving the quote. */
export function NewClientDialog({
  open,
  onOpenChange,
  initialName,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialName: string;
  onCreated: (client: ClientDetail) => void;
}) {
  const [values, setValues] = useState<Values>({ ...EMPTY, name: initialName });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const create = useCreateClient();

  const field = (name: keyof Values) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateClientInput.safeParse(toInput(values));
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = (issue.path.at(-1) === 'name' ? 'name' : issue.path.at(-1)) as keyof Values;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(toInput(values), {
      onSuccess: (client) => {
        toast.success(COPY.clientCreated(client.name));
        onCreated(client);
        onOpenChange(false);
        setValues(EMPTY);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{COPY.newClientTitle}</DialogTitle>
        <DialogDescription>{COPY.newClientIntro}</DialogDescription>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field label={COPY.clientNameLabel} error={errors.name}>
            {(control) => <Input {...control} className="h-10" autoComplete="organization" {...field('name')} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={COPY.contactFirstNameLabel} error={errors.firstName}>
              {(control) => <Input {...control} className="h-10" autoComplete="given-name" {...field('firstName')} />}
            </Field>
            <Field label={COPY.contactLastNameLabel} error={errors.lastName}>
              {(control) => <Input {...control} className="h-10" autoComplete="family-name" {...field('lastName')} />}
            </Field>
          </div>
          <Field label={COPY.contactEmailLabel} error={errors.email}>
            {(control) => <Input {...control} className="h-10" type="email" autoComplete="email" {...field('email')} />}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating…' : 'Create client'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
