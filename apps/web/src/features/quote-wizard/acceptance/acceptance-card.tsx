import { QUOTE_OUTCOME_COPY as COPY, type QuoteDeclineRecord } from '@scopewright/domain';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AcceptanceDetails, DetailRow, OutcomeTime } from './acceptance-details';
import { useQuoteOutcome } from '@/data/quote-activity';

function DeclineDetails({ record }: { record: QuoteDeclineRecord }) {
  return (
    <dl className="grid gap-3">
      <DetailRow label={COPY.declinedAt}>
        <OutcomeTime iso={record.declinedAt} />
      </DetailRow>
      <DetailRow label={COPY.reason}>
        <p className="whitespace-pre-wrap break-words">{record.reason ?? COPY.noReason}</p>
      </DetailRow>
    </dl>
  );
}

/**
 * Review step of an accepted or declined version: who signed, when, from where, what they picked, the signature,
 * the fingerprint of the accepted PDF and the signed download — or the client's reason for declining.
 */
export function AcceptanceCard({
  quoteId,
  versionNo,
  declined,
}: {
  quoteId: string;
  versionNo: number;
  declined: boolean;
}) {
  const outcome = useQuoteOutcome(quoteId, versionNo);
  const titleId = useId();
  const Icon = declined ? XCircle : CheckCircle2;
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      data-testid={declined ? 'declined-card' : 'acceptance-card'}
      className={declined ? 'border-destructive/30' : 'border-emerald-600/30'}
    >
      <CardHeader className="gap-1 pb-3">
        <CardTitle id={titleId} className="flex items-center gap-2">
          <Icon
            className={`size-4 ${declined ? 'text-destructive' : 'text-emerald-600 dark:text-emerald-400'}`}
            aria-hidden
          />
          {declined ? COPY.declinedTitle : COPY.acceptedTitle}
        </CardTitle>
        <CardDescription>{declined ? COPY.declinedLead : COPY.acceptedLead}</CardDescription>
      </CardHeader>
      <CardContent>
        {outcome.isPending && (
          <div className="grid gap-3" aria-busy="true" aria-label={COPY.loading}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        )}
        {outcome.isError && (
          <div role="alert" className="flex items-center justify-between gap-3 text-sm">
            <span>{COPY.loadFailed}</span>
            <Button variant="outline" size="sm" onClick={() => void outcome.refetch()}>
              {COPY.retry}
            </Button>
          </div>
        )}
        {outcome.isSuccess && outcome.data.outcome === 'accepted' && (
          <AcceptanceDetails quoteId={quoteId} record={outcome.data} />
        )}
        {outcome.isSuccess && outcome.data.outcome === 'declined' && <DeclineDetails record={outcome.data} />}
      </CardContent>
    </Card>
  );
}
