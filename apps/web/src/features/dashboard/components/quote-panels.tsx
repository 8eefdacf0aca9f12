import { appLinks, formatQuoteNumber, formatSentAgo, HOME_COPY, type QuoteListItem } from '@scopewright/domain';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatShortDate, formatTimestamp } from '@/components/quotes/quote-dates';
import { QuoteMoney } from '@/components/quotes/quote-money';
import { QuoteStatusBadge } from '@/components/quotes/quote-status-badge';
import { Card } from '@/components/ui/card';

function Panel({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col overflow-hidden" role="region" aria-labelledby={id}>
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
        <h2 id={id} className="text-sm font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

function QuoteLine({ quote, meta }: { quote: QuoteListItem; meta: ReactNode }) {
  return (
    <li>
      <Link
        to={appLinks.quote(quote.id)}
        data-testid="home-quote"
        className="flex items-center gap-3 px-4 py-3 hover:bg-muted/40 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:px-5"
      >
        <div className="grid min-w-0 flex-1 gap-0.5">
          <p className="truncate text-[13px] font-medium">
            <span className="text-muted-foreground tabular-nums">{formatQuoteNumber(quote.number)}</span> {quote.title}
          </p>
          <p className="truncate text-xs text-muted-foreground">
            {quote.client.name} · {meta}
          </p>
        </div>
        <div className="grid shrink-0 justify-items-end gap-0.5 text-[13px]">
          <QuoteMoney cents={quote.oneTimeTotalCents} currency={quote.currency} />
          {quote.mrrCents > 0 && (
            <QuoteMoney
              cents={quote.mrrCents}
              currency={quote.currency}
              monthly
              className="text-xs text-muted-foreground"
            />
          )}
        </div>
      </Link>
    </li>
  );
}

const viewAll = (
  <Link
    to="/dashboard/quotes"
    className="inline-flex items-center gap-1 text-xs font-medium text-brand-ink hover:underline"
  >
    {HOME_COPY.viewAll} <ArrowRight className="size-3.5" aria-hidden />
  </Link>
);

/** A home panel listing quotes, each with its own line of detail; `empty` when there are none. */
function QuoteListPanel({
  id,
  title,
  action,
  empty,
  quotes,
  meta,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  empty: string;
  quotes: QuoteListItem[];
  meta: (quote: QuoteListItem) => ReactNode;
}) {
  return (
    <Panel id={id} title={title} action={action}>
      {quotes.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y">
          {quotes.map((quote) => (
            <QuoteLine key={quote.id} quote={quote} meta={meta(quote)} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function RecentQuotes({ quotes }: { quotes: QuoteListItem[] }) {
  return (
    <QuoteListPanel
      id="recent-quotes"
      title={HOME_COPY.recentHeading}
      action={viewAll}
      empty={HOME_COPY.recentEmpty}
      quotes={quotes}
      meta={(quote) => (
        <>
          <QuoteStatusBadge status={quote.status} className="px-1.5 py-0 text-[11px]" />{' '}
          <span title={formatTimestamp(quote.updatedAt)} className="hidden sm:inline">
            updated {formatShortDate(quote.updatedAt)}
          </span>
        </>
      )}
    />
  );
}

export function AwaitingClient({ quotes }: { quotes: QuoteListItem[] }) {
  return (
    <QuoteListPanel
      id="awaiting-client"
      title={HOME_COPY.awaitingHeading}
      empty={HOME_COPY.awaitingEmpty}
      quotes={quotes}
      meta={(quote) => (
        <span title={quote.sentAt ? formatTimestamp(quote.sentAt) : undefined}>
          {quote.sentAt ? formatSentAgo(quote.sentAt) : 'Not sent yet'}
          {quote.status === 'viewed' && ' · viewed'}
        </span>
      )}
    />
  );
}
