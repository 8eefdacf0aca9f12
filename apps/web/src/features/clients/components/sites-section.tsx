import { CLIENT_COPY, type ClientDetail, type ClientSiteView, formatAddress } from '@scopewright/domain';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useDeleteSite } from '@/data/clients';
import type { ConfirmRequest } from '@/components/forms/confirm-dialog';
import { DetailSection, EmptyLine } from './detail-section';
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
  const [editing, setEditing] = useState<ClientSiteView | null | 'new'>(null);
  const remove = useDeleteSite(client.id);
  const askRemove = (s: ClientSiteView) =>
    confirm({
      title: `Remove ${s.name}?`,
      description: 'The site is removed from this client.',
      confirmLabel: 'Remove',
      onConfirm: () => remove.mutateAsync(s.id).then(() => toast.success(CLIENT_COPY.siteDeleted(s.name))),
    });

  return (
    <DetailSection
      id="sites-heading"
      title={CLIENT_COPY.sitesHeading}
      count={client.sites.length}
      action={
        canWrite && (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            <Plus aria-hidden /> Add site
          </Button>
        )
      }
    >
      {client.sites.length === 0 ? (
        <EmptyLine>{CLIENT_COPY.noSites}</EmptyLine>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {client.sites.map((s) => (
            <li key={s.id} className="flex items-start gap-3 rounded-lg border p-3 text-sm">
              <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium">{s.name}</span>
                <span className="text-muted-foreground">{formatAddress(s) || 'No address yet'}</span>
              </div>
              {canWrite && (
                <div className="flex shrink-0">
                  <Button size="icon-sm" variant="ghost" onClick={() => setEditing(s)} aria-label={`Edit ${s.name}`}>
                    <Pencil aria-hidden />
                  </Button>
                  <Button size="icon-sm" variant="ghost" onClick={() => askRemove(s)} aria-label={`Remove ${s.name}`}>
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <SiteDialog
        clientId={client.id}
        site={editing === 'new' ? null : editing}
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
    </DetailSection>
  );
}
