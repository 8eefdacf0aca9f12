import { appLinks, CLIENT_COPY, type ClientDetail, formatMoney, QUOTE_STATUS_LABELS } from '@scopewright/domain';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DetailSection, EmptyLine } from './detail-section';

/** The client's quotes with their one-time total, MRR and TCV; each opens in the wizard. */
export function ClientQuotesSection({ client, canWrite }: { client: ClientDetail; canWrite: boolean }) {
  const newQuote = appLinks.newQuote({ clientId: client.id });
  return (
    <DetailSection
      id="quotes-heading"
      title={CLIENT_COPY.quotesHeading}
      count={client.quotes.length}
      action={
        canWrite &&
        !client.archivedAt && (
          <Button size="sm" asChild>
            <Link to={newQuote}>
              <Plus aria-hidden /> {CLIENT_COPY.newQuoteForClient}
            </Link>
          </Button>
        )
      }
    >
      {client.quotes.length === 0 ? (
        <EmptyLine>{CLIENT_COPY.noQuotes}</EmptyLine>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">Quotes for {client.name}</caption>
          <thead className="hidden text-left text-xs text-muted-foreground md:table-header-group">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Quote
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Status
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                One-time
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-medium">
                MRR
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                TCV
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {client.quotes.map((q) => (
              <tr key={q.id} className="grid grid-cols-2 gap-1 py-2.5 md:table-row md:py-0">
                <td className="col-span-2 md:py-2.5 md:pr-3">
                  <Link to={appLinks.quote(q.id)} className="font-medium underline-offset-4 hover:underline">
                    Q-{q.number} · {q.title}
                  </Link>
                </td>
                <td className="col-span-2 md:py-2.5 md:pr-3">
                  <Badge variant="muted">{QUOTE_STATUS_LABELS[q.status]}</Badge>
                </td>
                <Money label="One-time" value={formatMoney(q.oneTimeTotalCents, q.currency)} />
                <Money label="MRR" value={formatMoney(q.mrrCents, q.currency)} />
                <Money label="TCV" value={formatMoney(q.tcvCents, q.currency)} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DetailSection>
  );
}

function Money({ label, value }: { label: string; value: string }) {
  return (
    <td className="text-muted-foreground tabular-nums md:py-2.5 md:pr-3 md:text-right md:text-foreground md:last:pr-0">
      <span className="md:hidden">{label}: </span>
      {value}
    </td>
  );
}
