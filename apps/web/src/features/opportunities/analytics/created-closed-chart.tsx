import type { PipelineAnalytics } from '@/data/opportunity-analytics';
import { formatAmount, formatPeriodKey } from './analytics-copy';
import { ChartFrame, FigureTable, LegendItem } from '@/components/charts/chart-frame';
import { ColumnChart } from '@/components/charts/column-chart';
import { shortMoney } from '@/components/charts/nice-scale';

/** Pipeline created against pipeline won and lost, per month or quarter, by first-year value. */
export function CreatedClosedChart({ analytics }: { analytics: PipelineAnalytics }) {
  const { createdVsClosed: buckets, currency } = analytics;
  const labels = buckets.map((b) => formatPeriodKey(b.key));
  return (
    <ChartFrame
      testId="created-vs-closed"
      title="Pipeline created vs closed"
      description={`First-year value per ${analytics.bucket}: created, won and lost.`}
      chart={
        <ColumnChart
          categories={labels}
          formatTick={(v) => shortMoney(v, currency)}
          series={[
            {
              key: 'created',
              label: 'Created',
              className: 'fill-primary/45',
              stack: 'created',
              values: buckets.map((b) => b.createdValueCents),
            },
            {
              key: 'won',
              label: 'Won',
              className: 'fill-emerald-600',
              stack: 'closed',
              values: buckets.map((b) => b.wonValueCents),
            },
            {
              key: 'lost',
              label: 'Lost',
              className: 'fill-rose-400',
              stack: 'closed',
              values: buckets.map((b) => b.lostValueCents),
            },
          ]}
        />
      }
      legend={
        <div className="flex flex-wrap gap-3">
          <LegendItem className="fill-primary/45" label="Created" />
          <LegendItem className="fill-emerald-600" label="Won" />
          <LegendItem className="fill-rose-400" label="Lost" />
        </div>
      }
      table={
        <FigureTable caption="Pipeline created vs closed">
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Created</th>
              <th scope="col">Created value</th>
              <th scope="col">Won</th>
              <th scope="col">Won value</th>
              <th scope="col">Lost</th>
              <th scope="col">Lost value</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((b, i) => (
              <tr key={b.key}>
                <th scope="row" className="text-left font-normal text-foreground">
                  {labels[i]}
                </th>
                <td>{b.createdCount}</td>
                <td>{formatAmount(b.createdValueCents, currency)}</td>
                <td>{b.wonCount}</td>
                <td>{formatAmount(b.wonValueCents, currency)}</td>
                <td>{b.lostCount}</td>
                <td>{formatAmount(b.lostValueCents, currency)}</td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      }
    />
  );
}
