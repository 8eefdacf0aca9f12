import { ChartFrame, FigureTable } from '@/components/charts/chart-frame';
import { ColumnChart } from '@/components/charts/column-chart';
import type { UsageSeries } from '@/data/billing';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { formatCount, formatDay } from './billing-format';

/** One meter day by day through the period, with the same numbers as a table. */
export function UsageSeriesChart({ series, period }: { series: UsageSeries; period: string }) {
  const categories = series.points.map((point) => formatDay(point.date));
  const caption = COPY.usageHistoryCaption(series.label);
  return (
    <ChartFrame
      title={series.label}
      description={period}
      testId={`usage-history-${series.key}`}
      chart={
        <ColumnChart
          categories={categories}
          series={[
            {
              key: series.key,
              label: series.label,
              className: 'fill-primary/70',
              values: series.points.map((point) => point.used),
              stack: 'used',
            },
          ]}
          formatTick={formatCount}
          height={160}
        />
      }
      table={
        <FigureTable caption={caption}>
          <thead>
            <tr>
              <th scope="col">{COPY.day}</th>
              <th scope="col">{series.label}</th>
            </tr>
          </thead>
          <tbody>
            {series.points.map((point, i) => (
              <tr key={point.date}>
                <td>{categories[i]}</td>
                <td>{formatCount(point.used)}</td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      }
    />
  );
}
