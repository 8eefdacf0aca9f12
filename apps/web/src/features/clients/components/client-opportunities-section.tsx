import { CLIENT_COPY, type ClientDetail, formatMoney, OPPORTUNITY_STATUS_LABELS } from '@scopewright/domain';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useOpportunityList } from '@/data/opportunities';
import { DetailSection, EmptyLine } from './detail-section';

const PIPELINE = '/dashboard/opportunities';
const SHOWN = 10;

/** The client's deals, most recently touched first; each opens in the pipeline's drawer. */
export function ClientOpportunitiesSection({ client }: { client: ClientDetail }) {
  const list = useOpportunityList({ clientId: client.id, sort: 'updated', limit: SHOWN });
  const deals = list.data?.pages[0]?.items ?? [];
  const total = list.data?.pages[0]?.total;
  const inPipeline = `${PIPELINE}?view=list&client=${encodeURIComponent(client.id)}`;
  return (
    <DetailSection
      id="opportunities-heading"
      title={CLIENT_COPY.opportunitiesHeading}
      count={total}
      action={
        total !== undefined &&
        total > 0 && (
          <Link to={inPipeline} className="text-sm text-brand-ink underline-offset-4 hover:underline">
            View in pipeline
          </Link>
        )
      }
    >
      {list.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading opportunities">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : list.isError ? (
        <EmptyLine>{list.error.message}</EmptyLine>
      ) : deals.length === 0 ? (
        <EmptyLine>
          No opportunities with {client.name} yet.{' '}
          <Link to={PIPELINE} className="text-brand-ink underline-offset-4 hover:underline">
            Open the pipeline
          </Link>{' '}
          to add one.
        </EmptyLine>
      ) : (
        <ul className="divide-y text-sm">
          {deals.map((deal) => (
            <li key={deal.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
              <Link
                to={`${inPipeline}&deal=${encodeURIComponent(deal.id)}`}
                className="min-w-0 flex-1 font-medium underline-offset-4 hover:underline"
              >
                {deal.name}
              </Link>
              <Badge variant={deal.status === 'open' ? 'muted' : 'outline'}>
                {deal.status === 'open' ? deal.stageName : OPPORTUNITY_STATUS_LABELS[deal.status]}
              </Badge>
              <span className="text-muted-foreground tabular-nums">
                {formatMoney(deal.valueCents, client.currency)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  );
}
