import { appLinks, formatMoney, formatQuoteNumber } from '@scopewright/domain';
import { FilePlus2 } from 'lucide-react';
import { Link } from 'react-router';
import { QuoteStatusBadge } from '@/components/quotes/quote-status-badge';
import { Button } from '@/components/ui/button';
import type { OpportunityRecord } from '@/data/opportunities';
import { usePipelineCurrency } from '../components/use-pipeline-currency';

/**
 * The deal's quotes with their status (each opens in the wizard) and "New quote" for its client, which carries the
 * deal's id in the navigation state for the wizard to link the quote to.
 */
export function DealQuotes({ deal }: { deal: OpportunityRecord }) {
  const currency = usePipelineCurrency();
  return (
    <section aria-labelledby="deal-quotes-heading" className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h3 id="deal-quotes-heading" className="text-sm font-semibold">
          Quotes
        </h3>
        <Button asChild size="sm" variant="outline">
          <Link to={appLinks.newQuote({ clientId: deal.clientId, opportunityId: deal.id })}>
            <FilePlus2 aria-hidden /> New quote
          </Link>
        </Button>
      </div>
      {deal.quotes.length === 0 ? (
        <p className="text-[13px] text-muted-foreground">
          No quote yet. A new quote for {deal.clientName} starts here.
        </p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {deal.quotes.map((quote) => (
            <li key={quote.id} className="flex items-center gap-3 px-3 py-2 text-[13px]">
              <Link
                to={appLinks.quote(quote.id)}
                className="min-w-0 flex-1 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span className="text-muted-foreground tabular-nums">{formatQuoteNumber(quote.number)}</span>{' '}
                <span className="font-medium">{quote.title}</span>
                {quote.isPrimary && <span className="ml-1 text-xs text-muted-foreground">(primary)</span>}
              </Link>
              <span className="shrink-0 tabular-nums">{formatMoney(quote.oneTimeTotalCents, currency)}</span>
              <QuoteStatusBadge status={quote.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
