import { CLIENT_COPY, type ClientDetail, type ClientSiteView, formatAddress } from '@scopewright/domain';
import { MapPin, Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useDeleteSite } from '@/data/clients';
import type { ConfirmRequest } from '@/components/forms/confirm-dialog';
import { RecordListSection } from './record-list-section';
import { SiteDialog } from './site-dialog';

export function SitesSection({
  client,
  canWrite,
  confirm,
}: {
  client: ClientDetail;
  canWrite: boolean;
  confirm: (request: ConfirmRequest) => void;
}) {
  const remove = useDeleteSite(client.id);
  const askRemove = (s: ClientSiteView) =>
    confirm({
      title: `Remove ${s.name}?`,
      description: 'The site is removed from this client.',
      confirmLabel: 'Remove',
      onConfirm: () => remove.mutateAsync(s.id).then(() => toast.success(CLIENT_COPY.siteDeleted(s.name))),
    });

  return (
    <RecordListSection
      id="sites-heading"
      title={CLIENT_COPY.sitesHeading}
      records={client.sites}
      canWrite={canWrite}
      addLabel="Add site"
      emptyText={CLIENT_COPY.noSites}
      renderRecord={(s, edit) => (
        <li key={s.id} className="flex items-start gap-3 rounded-lg border p-3 text-sm">
          <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <span className="font-medium">{s.name}</span>
            <span className="text-muted-foreground">{formatAddress(s) || 'No address yet'}</span>
          </div>
          {canWrite && (
            <div className="flex shrink-0">
              <Button size="icon-sm" variant="ghost" onClick={edit} aria-label={`Edit ${s.name}`}>
                <Pencil aria-hidden />
              </Button>
              <Button size="icon-sm" variant="ghost" onClick={() => askRemove(s)} aria-label={`Remove ${s.name}`}>
                <Trash2 aria-hidden />
              </Button>
            </div>
          )}
        </li>
      )}
      renderDialog={({ record, open, onOpenChange }) => (
        <SiteDialog clientId={client.id} site={record} open={open} onOpenChange={onOpenChange} />
      )}
    />
  );
}
