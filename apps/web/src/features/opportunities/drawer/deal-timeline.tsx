import { formatTimestamp } from '@/components/quotes/quote-dates';
import type { OpportunityRecord } from '@/data/opportunities';

/** Every stage change, newest first: from, to, who and when. */
export function DealTimeline({ deal }: { deal: OpportunityRecord }) {
  const changes = [...deal.stageHistory].sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  return (
    <section aria-labelledby="deal-timeline-heading" className="grid gap-2">
      <h3 id="deal-timeline-heading" className="text-sm font-semibold">
        Activity
      </h3>
      <ol className="grid gap-3 border-l pl-4" data-testid="deal-timeline">
        {changes.map((change) => (
          <li key={change.id} className="relative text-[13px]">
            <span
              className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary ring-4 ring-background"
              aria-hidden
            />
            <p>
              {change.fromStageName ? (
                <>
                  Moved from <span className="font-medium">{change.fromStageName}</span> to{' '}
                  <span className="font-medium">{change.toStageName}</span>
                </>
              ) : (
                <>
                  Created in <span className="font-medium">{change.toStageName}</span>
                </>
              )}
            </p>
            <p className="text-xs text-muted-foreground">
              {change.changedByName ?? (change.changedById ? 'A former member' : 'The client')} ·{' '}
              <time dateTime={change.changedAt}>{formatTimestamp(change.changedAt)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
