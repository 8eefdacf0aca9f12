import {
  appLinks,
  formatQuoteNumber,
  SERVICE_LIBRARY_COPY as COPY,
  SHELL_COPY,
  type ServiceDefinition,
} from '@scopewright/domain';
import { ChevronRight, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useDraftQuotes } from '@/data/service-library';

/** Where the wizard opens with the picker on this service (the Scope step; a new quote starts at the client). */
export const addServiceHref = (serviceId: string, quoteId: string | null) =>
  quoteId
    ? appLinks.quote(quoteId, { step: 'scope', addService: serviceId })
    : appLinks.newQuote({ addService: serviceId });

function DraftList({ service }: { service: ServiceDefinition }) {
  const drafts = useDraftQuotes(true);
  if (drafts.isPending)
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading draft quotes">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  if (drafts.isError)
    return (
      <div role="alert" className="flex items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm">
        {COPY.draftsFailed}
        <Button variant="outline" size="sm" onClick={() => void drafts.refetch()}>
          {SHELL_COPY.tryAgain}
        </Button>
      </div>
    );
  if (drafts.data.length === 0) return <p className="text-sm text-muted-foreground">{COPY.noDrafts}</p>;
  return (
    <ul aria-label={COPY.draftQuotesLabel} className="max-h-72 divide-y overflow-y-auto rounded-lg border">
      {drafts.data.map((quote) => (
        <li key={quote.id}>
          <Link
            to={addServiceHref(service.id, quote.id)}
            className="flex items-center gap-3 px-3 py-2.5 text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
              {formatQuoteNumber(quote.number)}
            </span>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-medium">{quote.title}</span>
              <span className="truncate text-xs text-muted-foreground">{quote.client.name}</span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** "Add to a quote": pick a draft, or start a new quote; the wizard then asks for the quantities. */
export function AddToQuoteDialog({ service, onClose }: { service: ServiceDefinition | null; onClose: () => void }) {
  return (
    <Dialog open={service !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-md">
        {service && (
          <>
            <div className="pr-6">
              <DialogTitle>{COPY.addToQuoteTitle(service.name)}</DialogTitle>
              <DialogDescription className="mt-1">{COPY.addToQuoteBody}</DialogDescription>
            </div>
            <DraftList service={service} />
            <Button variant="outline" asChild>
              <Link to={addServiceHref(service.id, null)}>
                <Plus aria-hidden /> {COPY.newQuote}
              </Link>
            </Button>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
