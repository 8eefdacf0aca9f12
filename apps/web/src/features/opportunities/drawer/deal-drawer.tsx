import { appLinks } from '@scopewright/domain';
import { Link } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useOpportunity } from '@/data/opportunities';
import { PipelineError } from '../components/pipeline-states';
import { DealForm } from './deal-form';
import { DealOutcome } from './deal-outcome';
import { DealQuotes } from './deal-quotes';
import { DealTimeline } from './deal-timeline';

/** One deal beside the board: its outcome, fields, quotes and stage history. Closes with Esc or Back. */
export function DealDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const deal = useOpportunity(id);
  return (
    <Sheet open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent
        side="right"
        className="w-[min(36rem,100vw)]"
        data-testid="deal-drawer"
        closeLabel="Close the opportunity"
      >
        <SheetTitle className="flex min-h-14 items-center border-b py-3 pr-14 pl-5 text-base">
          {deal.data?.name ?? 'Opportunity'}
        </SheetTitle>
        <SheetDescription>The opportunity’s details, quotes and activity</SheetDescription>
        <div className="grid flex-1 content-start gap-6 overflow-y-auto p-5">
          {deal.isPending ? (
            <div className="grid gap-3" aria-busy="true" aria-label="Loading the opportunity">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-40 w-full rounded-xl" />
            </div>
          ) : deal.isError ? (
            <PipelineError error={deal.error} onRetry={() => void deal.refetch()} />
          ) : (
            <>
              <p className="-mt-2 flex flex-wrap items-center gap-x-2 text-[13px] text-muted-foreground">
                <Link to={appLinks.client(deal.data.clientId)} className="font-medium text-foreground hover:underline">
                  {deal.data.clientName}
                </Link>
                {deal.data.contactName && (
                  <>
                    <span aria-hidden>·</span>
                    <span>{deal.data.contactName}</span>
                  </>
                )}
                <span aria-hidden>·</span>
                <span>
                  {deal.data.stageName} ({deal.data.probability} %)
                </span>
              </p>
              <DealOutcome deal={deal.data} />
              <DealQuotes deal={deal.data} />
              <DealForm key={`${deal.data.id}-${String(deal.data.lockVersion)}`} deal={deal.data} />
              <DealTimeline deal={deal.data} />
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
