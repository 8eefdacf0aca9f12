import { appLinks, CLIENT_COPY, CLIENT_TYPE_LABELS, type ClientListItem } from '@scopewright/domain';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';

const where = (c: ClientListItem) => [c.city, c.country].filter(Boolean).join(', ');

/** The clients as a table on wide screens and as stacked cards on phones; each name opens the client page. */
export function ClientListTable({ clients }: { clients: ClientListItem[] }) {
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{CLIENT_COPY.title}</caption>
        <thead className="hidden border-b bg-muted/40 text-left text-xs text-muted-foreground md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Name
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Primary contact
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Location
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              Quotes
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {clients.map((client) => (
            <tr key={client.id} className="grid gap-1 px-4 py-3 hover:bg-muted/30 md:table-row md:p-0">
              <td className="md:px-4 md:py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={appLinks.client(client.id)}
                    className="font-medium text-foreground underline-offset-4 hover:underline focus-visible:underline"
                  >
                    {client.name}
                  </Link>
                  <Badge variant={client.type === 'prospect' ? 'outline' : 'muted'}>
                    {CLIENT_TYPE_LABELS[client.type]}
                  </Badge>
                  {client.archivedAt && <Badge variant="outline">{CLIENT_COPY.archivedBadge}</Badge>}
                </div>
                {client.industry && <p className="mt-0.5 text-xs text-muted-foreground">{client.industry}</p>}
              </td>
              <td className="text-muted-foreground md:px-4 md:py-3">
                {client.primaryContact ? (
                  <span>
                    <span className="text-foreground">{client.primaryContact.name}</span>
                    {client.primaryContact.email && (
                      <span className="block truncate text-xs">{client.primaryContact.email}</span>
                    )}
                  </span>
                ) : (
                  <span className="hidden text-xs md:inline">No contact yet</span>
                )}
              </td>
              <td className="text-xs text-muted-foreground md:px-4 md:py-3 md:text-sm">{where(client)}</td>
              <td className="text-xs text-muted-foreground tabular-nums md:px-4 md:py-3 md:text-right md:text-sm">
                <span className="md:hidden">Quotes: </span>
                {client.quoteCount}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
