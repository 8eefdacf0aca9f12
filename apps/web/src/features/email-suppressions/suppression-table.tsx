import { EMAIL_SUPPRESSION_REASON_LABELS, EMAIL_SUPPRESSIONS_COPY as COPY } from '@scopewright/domain';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { EmailSuppression } from '@/data/email-suppressions';
import { formatRelativeTime, formatTimestamp } from '@/lib/relative-time';
import { cn } from '@/lib/utils';

// A table on wide screens; below `lg` each row is a card of labelled pairs (the head stays for screen readers).
const S = {
  table: 'w-full text-sm max-lg:block',
  head: 'border-y bg-muted/40 text-left text-xs text-muted-foreground max-lg:sr-only',
  body: 'divide-y max-lg:block',
  row: 'max-lg:grid max-lg:gap-1.5 max-lg:px-5 max-lg:py-4',
  rowHeader: 'px-5 py-3 text-left align-top font-normal max-lg:p-0',
  cell: 'px-3 py-3 align-top max-lg:flex max-lg:items-start max-lg:justify-between max-lg:gap-4 max-lg:p-0 max-lg:text-right max-lg:before:shrink-0 max-lg:before:text-xs max-lg:before:text-muted-foreground max-lg:before:content-[attr(data-label)]',
  actions: 'px-5 py-2.5 text-right align-top whitespace-nowrap max-lg:flex max-lg:justify-end max-lg:p-0 max-lg:pt-1',
};
const HEAD = 'px-3 py-2.5 font-medium';

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatTimestamp(iso)}>
      {formatRelativeTime(iso)}
    </time>
  );
}

function Source({ suppression }: { suppression: EmailSuppression }) {
  if (!suppression.source) return <span className="text-muted-foreground">{COPY.sourceNone}</span>;
  return (
    <span className="grid min-w-0 max-lg:justify-items-end">
      <span className="lg:max-w-72 lg:truncate" title={suppression.source.subject}>
        {COPY.sourceEmail(suppression.source.subject)}
      </span>
      {suppression.source.tenantName && (
        <span className="text-xs text-muted-foreground">{suppression.source.tenantName}</span>
      )}
    </span>
  );
}

/** The suppressions of the page: address, why (with the provider's words), where from, since when, and a lift. */
export function SuppressionTable({
  items,
  onLift,
}: {
  items: EmailSuppression[];
  onLift: (suppression: EmailSuppression) => void;
}) {
  return (
    <table className={S.table} aria-label={COPY.title}>
      <thead className={S.head}>
        <tr>
          <th scope="col" className={cn(HEAD, 'px-5')}>
            {COPY.columns.email}
          </th>
          <th scope="col" className={HEAD}>
            {COPY.columns.reason}
          </th>
          <th scope="col" className={HEAD}>
            {COPY.columns.source}
          </th>
          <th scope="col" className={HEAD}>
            {COPY.columns.date}
          </th>
          <th scope="col" className={cn(HEAD, 'px-5 text-right')}>
            {COPY.columns.state}
          </th>
        </tr>
      </thead>
      <tbody className={S.body}>
        {items.map((suppression) => {
          const lifted = suppression.liftedAt !== null;
          return (
            <tr
              key={suppression.id}
              data-testid="suppression-row"
              data-state={lifted ? 'lifted' : 'active'}
              className={cn(S.row, lifted && 'text-muted-foreground')}
            >
              <th scope="row" className={cn(S.rowHeader, 'min-w-48')}>
                <span className={cn('block font-medium break-all', !lifted && 'text-foreground')}>
                  {suppression.email}
                </span>
              </th>
              <td data-label={COPY.columns.reason} className={S.cell}>
                <span className="grid gap-1 max-lg:justify-items-end">
                  <Badge variant={suppression.reason === 'manual' ? 'muted' : 'outline'} display="block">
                    {EMAIL_SUPPRESSION_REASON_LABELS[suppression.reason]}
                  </Badge>
                  {suppression.detail && (
                    <span className="max-w-80 text-xs text-muted-foreground">{suppression.detail}</span>
                  )}
                </span>
              </td>
              <td data-label={COPY.columns.source} className={S.cell}>
                <Source suppression={suppression} />
              </td>
              <td data-label={COPY.columns.date} className={cn(S.cell, 'whitespace-nowrap')}>
                <When iso={suppression.createdAt} />
              </td>
              <td className={S.actions}>
                {lifted ? (
                  <span className="grid justify-items-end gap-0.5 text-xs whitespace-normal">
                    <span>
                      {COPY.liftedOn(formatTimestamp(suppression.liftedAt as string), suppression.liftedByName)}
                    </span>
                    {suppression.liftReason && <span className="max-w-64 italic">{suppression.liftReason}</span>}
                  </span>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={COPY.liftLabel(suppression.email)}
                    onClick={() => onLift(suppression)}
                  >
                    {COPY.lift}
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
