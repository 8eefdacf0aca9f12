import { CLIENT_COPY, CLIENT_TYPE_LABELS, type ClientDetail, formatAddress } from '@scopewright/domain';
import { Archive, ArchiveRestore, Globe, Mail, MapPin, Pencil, Phone, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const href = (website: string) => (/^https?:\/\//i.test(website) ? website : `https://${website}`);

interface Actions {
  canWrite: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onArchive: () => void;
  onUnarchive: () => void;
  onDelete: () => void;
}

export function ClientHeader({ client, actions }: { client: ClientDetail; actions: Actions }) {
  const address = formatAddress(client);
  return (
    <header className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <h1 className="text-xl font-semibold tracking-tight sm:text-2xl">{client.name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <Badge variant={client.type === 'prospect' ? 'outline' : 'default'}>
              {CLIENT_TYPE_LABELS[client.type]}
            </Badge>
            {client.archivedAt && <Badge variant="outline">{CLIENT_COPY.archivedBadge}</Badge>}
            {client.industry && <span>{client.industry}</span>}
            <span aria-label="Currency">{client.currency}</span>
          </div>
        </div>
        {actions.canWrite && (
          <div className="flex flex-wrap gap-2">
            {!client.archivedAt && (
              <Button variant="outline" onClick={actions.onEdit}>
                <Pencil aria-hidden /> Edit
              </Button>
            )}
            {client.archivedAt ? (
              <Button variant="outline" onClick={actions.onUnarchive}>
                <ArchiveRestore aria-hidden /> Restore
              </Button>
            ) : (
              <Button variant="outline" onClick={actions.onArchive}>
                <Archive aria-hidden /> Archive
              </Button>
            )}
            {actions.canDelete && (
              <Button variant="ghost" className="text-destructive hover:text-destructive" onClick={actions.onDelete}>
                <Trash2 aria-hidden /> Delete
              </Button>
            )}
          </div>
        )}
      </div>
      {client.archivedAt && (
        <p className="rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">
          {CLIENT_COPY.archivedReadOnly}
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Fact icon={<Globe aria-hidden />} label="Website">
          {client.website && (
            <a href={href(client.website)} target="_blank" rel="noreferrer noopener" className="hover:underline">
              {client.website}
            </a>
          )}
        </Fact>
        <Fact icon={<Phone aria-hidden />} label="Phone">
          {client.phone && <a href={`tel:${client.phone}`}>{client.phone}</a>}
        </Fact>
        <Fact icon={<Mail aria-hidden />} label="Email">
          {client.email && <a href={`mailto:${client.email}`}>{client.email}</a>}
        </Fact>
        <Fact icon={<MapPin aria-hidden />} label="Billing address">
          {address || null}
        </Fact>
      </dl>
    </header>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-6 [&_svg]:absolute [&_svg]:top-0.5 [&_svg]:left-0 [&_svg]:size-4 [&_svg]:text-muted-foreground">
      <dt className="text-xs text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="truncate">{children ?? <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}
