import { emailFigures } from '@scopewright/domain';
import { ChartFrame, FigureTable, LegendItem } from '@/components/charts/chart-frame';
import { ColumnChart, type ColumnSeries } from '@/components/charts/column-chart';
import type { EmailMetrics } from '@/data/email-logs';
import { EMAIL_ANALYTICS_COPY as COPY, formatCount } from './email-analytics-copy';

const SERIES = [
  { key: 'delivered', className: 'fill-emerald-600/70' },
  { key: 'sent', className: 'fill-primary/45' },
  { key: 'bounced', className: 'fill-amber-500/80' },
  { key: 'failed', className: 'fill-destructive/80' },
] as const;

const hourLabel = new Intl.DateTimeFormat('en', { hour: 'numeric', timeZone: 'UTC' });
const dayLabel = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Per bucket: delivered (or further), sent without an event yet, bounced or complained, failed. */
function bucketValues(counts: EmailMetrics['series'][number]['counts']) {
  const f = emailFigures(counts);
  return {
    delivered: f.delivered - f.complained,
    sent: f.sent - f.delivered - f.bounced,
    bounced: f.bounced + f.complained,
    failed: f.failed,
  };
}

/** Emails of the range per hour (today) or day, stacked by outcome; the same numbers as a table. */
export function EmailVolumeChart({ metrics }: { metrics: EmailMetrics }) {
  const label = metrics.granularity === 'hour' ? hourLabel : dayLabel;
  const categories = metrics.series.map((bucket) => label.format(new Date(bucket.start)));
  const values = metrics.series.map((bucket) => bucketValues(bucket.counts));
  const series: ColumnSeries[] = SERIES.map(({ key, className }) => ({
    key,
    label: COPY.series[key],
    className,
    values: values.map((v) => v[key]),
    stack: 'all',
  }));
  const rows = metrics.series
    .map((bucket, i) => ({ label: categories[i]!, start: bucket.start, ...values[i]! }))
    .filter((row) => row.delivered + row.sent + row.bounced + row.failed > 0);
  return (
    <ChartFrame
      title={COPY.chartTitle}
      description={COPY.chartDescription(metrics.granularity)}
      testId="email-volume-chart"
      chart={<ColumnChart categories={categories} series={series} formatTick={formatCount} height={200} />}
      legend={
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {SERIES.map(({ key, className }) => (
            <LegendItem key={key} className={className} label={COPY.series[key]} />
          ))}
        </div>
      }
      table={
        <FigureTable caption={COPY.chartCaption}>
          <thead>
            <tr>
              <th scope="col">{metrics.granularity === 'hour' ? 'Hour' : 'Day'}</th>
              {SERIES.map(({ key }) => (
                <th key={key} scope="col">
                  {COPY.series[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.start}>
                <td>{row.label}</td>
                {SERIES.map(({ key }) => (
                  <td key={key}>{formatCount(row[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </FigureTable>
      }
    />
  );
}
