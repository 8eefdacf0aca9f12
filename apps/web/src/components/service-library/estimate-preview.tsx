import {
  formatHours,
  formatMoney,
  SERVICE_LIBRARY_COPY as COPY,
  type ServiceEstimateResponse,
} from '@scopewright/domain';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

// As the wizard will show them: whole minutes.
const hours = (value: number) => formatHours(Math.round(value * 60));

/** Hours and price per section of the estimate, and the totals; stale figures dim while the next one loads. */
export function EstimatePreview({
  estimate,
  isEmpty,
  isLoading,
  isStale,
  error,
  currency,
}: {
  estimate: ServiceEstimateResponse | undefined;
  isEmpty: boolean;
  isLoading: boolean;
  isStale: boolean;
  error: string | null;
  currency: string;
}) {
  return (
    <section aria-labelledby="estimate-heading" aria-busy={isLoading || isStale} className="grid gap-2">
      <h3 id="estimate-heading" className="text-sm font-semibold">
        {COPY.estimateHeading}
      </h3>
      {isEmpty ? (
        <p className="text-sm text-muted-foreground">{COPY.estimateEmpty}</p>
      ) : error ? (
        <p role="alert" className="text-sm text-destructive">
          {COPY.estimateFailed} {error}
        </p>
      ) : isLoading || !estimate ? (
        <div className="grid gap-1.5" aria-label={COPY.estimateLoading}>
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : (
        <table className={cn('w-full text-[13px] transition-opacity', isStale && 'opacity-60')} data-testid="estimate">
          <tbody>
            {estimate.sections.map((section) => {
              const sectionHours = section.lines.reduce((sum, line) => sum + line.hours, 0);
              const price = section.lines.reduce((sum, line) => sum + line.priceCents, 0);
              return (
                <tr key={section.name} className="border-b">
                  <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                    {section.name}
                    <span className="ml-1 text-xs text-muted-foreground">
                      · {section.lines.length} {section.lines.length === 1 ? 'task' : 'tasks'}
                    </span>
                  </th>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{hours(sectionHours)}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatMoney(price, currency)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-1.5 pr-3 text-left">
                Total
              </th>
              <td className="py-1.5 pr-3 text-right tabular-nums" data-testid="estimate-hours">
                {hours(estimate.totalHours)}
              </td>
              <td className="py-1.5 text-right tabular-nums" data-testid="estimate-price">
                {formatMoney(estimate.totalPriceCents, currency)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
