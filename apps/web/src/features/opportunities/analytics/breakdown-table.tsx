import { ToggleGroup } from 'radix-ui';
import { Card } from '@/components/ui/card';
import type { AnalyticsGroupBy, PipelineAnalytics } from '@/data/opportunity-analytics';
import { formatAmount, formatDays, formatRate } from './analytics-copy';
import { FigureTable } from '@/components/charts/chart-frame';

const GROUP_LABELS: Record<AnalyticsGroupBy, string> = {
  owner: 'Owner',
  client: 'Client',
  serviceArea: 'Service area',
};

/** The figures per owner, client or service area (the URL's `groupBy`); a table, stacked on a phone. */
export function BreakdownTable({
  analytics,
  onGroupBy,
}: {
  analytics: PipelineAnalytics;
  onGroupBy: (groupBy: AnalyticsGroupBy) => void;
}) {
  const { breakdown, currency, groupBy } = analytics;
  const label = GROUP_LABELS[groupBy];
  return (
    <Card className="grid gap-3 p-4 sm:p-5" role="region" aria-labelledby="breakdown-heading" data-testid="breakdown">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="breakdown-heading" className="text-sm font-semibold">
          By {label.toLowerCase()}
        </h2>
        <ToggleGroup.Root
          type="single"
          value={groupBy}
          onValueChange={(next) => next && onGroupBy(next as AnalyticsGroupBy)}
          aria-label="Break down by"
          className="inline-flex h-8 items-center rounded-md border bg-muted/50 p-0.5"
        >
          {(Object.keys(GROUP_LABELS) as AnalyticsGroupBy[]).map((g) => (
            <ToggleGroup.Item
              key={g}
              value={g}
              className="inline-flex h-full items-center rounded-[5px] px-2.5 text-xs font-medium whitespace-nowrap text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-xs"
            >
              {GROUP_LABELS[g]}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      {breakdown.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {groupBy === 'serviceArea'
            ? 'No deal in the period has a quote with services from the library.'
            : 'No deal was created or closed in the period.'}
        </p>
      ) : (
        <>
          {/* Phones: one stacked card per row; wider screens: the table. Only one is ever displayed. */}
          <ul className="grid gap-2 sm:hidden" aria-label={`Pipeline figures by ${label.toLowerCase()}`}>
            {breakdown.map((row) => (
              <li key={row.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                <p className="font-medium">{row.name}</p>
                <dl className="grid grid-cols-2 gap-x-3 gap-y-0.5 text-xs [&_dd]:text-right [&_dd]:tabular-nums [&_dt]:text-muted-foreground">
                  <dt>Created · won · lost</dt>
                  <dd>
                    {row.createdCount} · {row.wonCount} · {row.lostCount}
                  </dd>
                  <dt>Win rate</dt>
                  <dd>{formatRate(row.winRateBps)}</dd>
                  <dt>Won value</dt>
                  <dd>{formatAmount(row.wonValueCents, currency)}</dd>
                  <dt>Avg deal</dt>
                  <dd>{formatAmount(row.averageDealSizeCents, currency)}</dd>
                  <dt>Cycle</dt>
                  <dd>{formatDays(row.salesCycleDays)}</dd>
                  <dt>Margin</dt>
                  <dd>{formatRate(row.wonMarginBps)}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">
            <FigureTable caption={`Pipeline figures by ${label.toLowerCase()}`}>
              <thead>
                <tr>
                  <th scope="col">{label}</th>
                  <th scope="col">Created</th>
                  <th scope="col">Won</th>
                  <th scope="col">Lost</th>
                  <th scope="col">Win rate</th>
                  <th scope="col">Won value</th>
                  <th scope="col">Avg deal</th>
                  <th scope="col">Cycle</th>
                  <th scope="col">Margin</th>
                </tr>
              </thead>
              <tbody>
                {breakdown.map((row) => (
                  <tr key={row.id}>
                    <th
                      scope="row"
                      className="max-w-56 truncate text-left font-normal text-foreground"
                      title={row.name}
                    >
                      {row.name}
                    </th>
                    <td>{row.createdCount}</td>
                    <td>{row.wonCount}</td>
                    <td>{row.lostCount}</td>
                    <td>{formatRate(row.winRateBps)}</td>
                    <td>{formatAmount(row.wonValueCents, currency)}</td>
                    <td>{formatAmount(row.averageDealSizeCents, currency)}</td>
                    <td>{formatDays(row.salesCycleDays)}</td>
                    <td>{formatRate(row.wonMarginBps)}</td>
                  </tr>
                ))}
              </tbody>
            </FigureTable>
          </div>
        </>
      )}
    </Card>
  );
}
