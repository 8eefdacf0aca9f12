import { CLIENT_COPY, type ClientSiteView, SiteInput, UpdateSiteInput } from '@scopewright/domain';
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useCreateSite, useUpdateSite } from '@/data/clients';
import { ignoreInvalid, useZodForm } from '@/lib/use-zod-form';
import { formDialog } from './form-dialog';
import { FormDialogActions } from './form-dialog-actions';
import { TextField } from './text-field';
import { saveAndClose } from './save-and-close';

const FIELDS = ['name', 'addressLine1', 'addressLine2', 'city', 'region', 'postalCode', 'country'] as const;
type Key = (typeof FIELDS)[number];
const LABELS: Record<Key, string> = {
  name: 'Site name',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'City',
  region: 'Region or state',
  postalCode: 'Postal code',
  country: 'Country',
};

interface Props {
  clientId: string;
  site: ClientSiteView | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const SiteDialog = formDialog(SiteForm);

function SiteForm({ clientId, site, onOpenChange }: Props) {
  const isNew = site === null;
  const initial = Object.fromEntries(FIELDS.map((k) => [k, site?.[k] ?? ''])) as Record<Key, string>;
  const form = useZodForm(isNew ? SiteInput : UpdateSiteInput, initial, {
    showErrors: 'submitted',
    onInvalid: ignoreInvalid,
  });
  const create = useCreateSite(clientId, { errorToast: false });
  const update = useUpdateSite(clientId, { errorToast: false });
  const busy = create.isPending || update.isPending;

  const onSubmit = saveAndClose(form, onOpenChange, async (input) => {
    if (isNew) {
      await create.mutateAsync(input as SiteInput);
      return { message: CLIENT_COPY.siteAdded(form.values.name.trim()) };
    }
    await update.mutateAsync({ id: site.id, input: input as UpdateSiteInput });
    return { message: CLIENT_COPY.siteSaved };
  });

  return (
    <DialogContent className="max-h-[92dvh] max-w-lg overflow-y-auto">
      <DialogTitle>{isNew ? 'Add site' : `Edit ${site.name}`}</DialogTitle>
      <DialogDescription>An office or location you support for this client.</DialogDescription>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2" aria-label="Site">
        {FIELDS.map((k) => (
          <TextField
            key={k}
            label={LABELS[k]}
            value={form.values[k]}
            onValueChange={(v) => form.set(k, v)}
            error={form.errors[k]}
            className={k === 'name' ? 'sm:col-span-2' : undefined}
          />
        ))}
        <FormDialogActions
          busy={busy}
          submitLabel={isNew ? 'Add site' : 'Save site'}
          onCancel={() => onOpenChange(false)}
          className="sm:col-span-2"
        />
      </form>
    </DialogContent>
  );
}
