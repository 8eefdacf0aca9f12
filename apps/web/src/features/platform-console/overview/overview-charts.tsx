import { PLATFORM_OVERVIEW_COPY as COPY } from '@scopewright/domain';
import { ChartFrame, FigureTable, LegendItem } from '@/components/charts/chart-frame';
import { ColumnChart, type ColumnSeries } from '@/components/charts/column-chart';
import type { PlatformOverview } from '@/data/platform-overview';
import { formatCount, formatDay } from './overview-format';

interface Series {
  key: string;
  label: string;
  className: string;
  values: number[];
}

/** Two figures per period side by side, with the same numbers as a table (rows without any left out). */
function PairedColumns({
  title,
  description,
  periodHeader,
  categories,
  series,
  testId,
}: {
  title: string;
  description: string;
  periodHeader: string;
  categories: string[];
  series: Series[];
  testId: string;
}) {
  const columns: ColumnSeries[] = series.map((s) => ({ ...s, stack: s.key }));
  const rows = categories
    .map((label, i) => ({ label, values: series.map((s) => s.values[i] ?? 0) }))
    .filter((row) => row.values.some((v) => v > 0));
  return (
    <ChartFrame
      title={title}
      description={description}
      testId={testId}
      chart={<ColumnChart categories={categories} series={columns} formatTick={formatCount} height={180} />}
      legend={
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {series.map((s) => (
            <LegendItem
              key={s.key}
              className={s.className}
              label={`${s.label} (${formatCount(s.values.reduce((a, b) => a + b, 0))})`}
            />
          ))}
        </div>
      }
      table={
        <FigureTable caption={title}>
          <thead>
            <tr>
              <th scope="col">{periodHeader}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <td>{row.label}</td>
                {row.values.map((value, i) => (
                  <td key={series[i]!.key}>{formatCount(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </FigureTable>
      }
    />
  );
}

/** Workspaces signed up and converted per day (today, this week) or per week. */
export function GrowthChart({ growth }: { growth: PlatformOverview['growth'] }) {
  return (
    <PairedColumns
      title={COPY.growth}
      description={COPY.growthDescription(growth.granularity)}
      periodHeader={COPY.periodColumn(growth.granularity)}
      categories={growth.series.map((bucket) => formatDay(bucket.start))}
      series={[
        {
          key: 'signups',
          label: COPY.growthSeries.signups,
          className: 'fill-primary/60',
          values: growth.series.map((b) => b.signups),
        },
        {
          key: 'conversions',
          label: COPY.growthSeries.conversions,
          className: 'fill-emerald-600/70',
          values: growth.series.map((b) => b.conversions),
        },
      ]}
      testId="overview-growth"
    />
  );
}

/** Succeeded AI generations and quotes sent per day of the period. */
export function UsageChart({ usage }: { usage: PlatformOverview['usage'] }) {
  return (
    <PairedColumns
      title={COPY.usage}
      description={COPY.usageDescription}
      periodHeader={COPY.periodColumn('day')}
      categories={usage.series.map((day) => formatDay(`${day.day}T00:00:00Z`))}
      series={[
        {
          key: 'ai',
          label: COPY.usageSeries.aiGenerations,
          className: 'fill-violet-500/70',
          values: usage.series.map((d) => d.aiGenerations),
        },
        {
          key: 'quotes',
          label: COPY.usageSeries.quotesSent,
          className: 'fill-amber-500/80',
          values: usage.series.map((d) => d.quotesSent),
        },
      ]}
      testId="overview-usage"
    />
  );
}
