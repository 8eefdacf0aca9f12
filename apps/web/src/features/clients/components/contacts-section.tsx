import { CLIENT_COPY, type ClientDetail, type ClientContactView, contactName } from '@scopewright/domain';
import { Mail, Pencil, Phone, Star, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDeleteContact, useUpdateContact } from '@/data/clients';
import type { ConfirmRequest } from '@/components/forms/confirm-dialog';
import { ContactDialog } from './contact-dialog';
import { RecordListSection } from './record-list-section';

export function ContactsSection({
  client,
  canWrite,
  confirm,
}: {
  client: ClientDetail;
  canWrite: boolean;
  confirm: (request: ConfirmRequest) => void;
}) {
  const update = useUpdateContact(client.id);
  const remove = useDeleteContact(client.id);

  const makePrimary = (c: ClientContactView) => update.mutate({ id: c.id, input: { isPrimary: true } });
  const askRemove = (c: ClientContactView) =>
    confirm({
      title: `Remove ${contactName(c)}?`,
      description: 'The contact is removed from this client. Quotes that name them keep them.',
      confirmLabel: 'Remove',
      onConfirm: () => remove.mutateAsync(c.id).then(() => toast.success(CLIENT_COPY.contactDeleted(contactName(c)))),
    });

  return (
    <RecordListSection
      id="contacts-heading"
      title={CLIENT_COPY.contactsHeading}
      records={client.contacts}
      canWrite={canWrite}
      addLabel="Add contact"
      emptyText={CLIENT_COPY.noContacts}
      renderRecord={(c, edit) => (
        <li key={c.id} className="grid gap-1 rounded-lg border p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{contactName(c)}</span>
            {c.isPrimary && <Badge>{CLIENT_COPY.primaryBadge}</Badge>}
            {c.isSigner && <Badge variant="outline">{CLIENT_COPY.signerBadge}</Badge>}
          </div>
          {c.jobTitle && <p className="text-muted-foreground">{c.jobTitle}</p>}
          {c.email && (
            <a
              href={`mailto:${c.email}`}
              className="flex min-w-0 items-center gap-1.5 text-muted-foreground hover:text-foreground"
            >
              <Mail className="size-3.5 shrink-0" aria-hidden />
              <span className="truncate">{c.email}</span>
            </a>
          )}
          {c.phone && (
            <a
              href={`tel:${c.phone}`}
              className="flex items-center gap-1.5 text-muted-foreground hover:text-foreground"
            >
              <Phone className="size-3.5 shrink-0" aria-hidden /> {c.phone}
            </a>
          )}
          {canWrite && (
            <div className="mt-1 flex flex-wrap gap-1">
              <Button size="sm" variant="ghost" onClick={edit} aria-label={`Edit ${contactName(c)}`}>
                <Pencil aria-hidden /> Edit
              </Button>
              {!c.isPrimary && (
                <Button size="sm" variant="ghost" onClick={() => makePrimary(c)} disabled={update.isPending}>
                  <Star aria-hidden /> Make primary
                </Button>
              )}
              <Button size="sm" variant="ghost" onClick={() => askRemove(c)} aria-label={`Remove ${contactName(c)}`}>
                <Trash2 aria-hidden /> Remove
              </Button>
            </div>
          )}
        </li>
      )}
      renderDialog={({ record, open, onOpenChange }) => (
        <ContactDialog clientId={client.id} contact={record} open={open} onOpenChange={onOpenChange} />
      )}
    />
  );
}
