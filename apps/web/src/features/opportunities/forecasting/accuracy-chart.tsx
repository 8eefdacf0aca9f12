import { formatMoney } from '@scopewright/domain';
import type { PipelineForecast } from '@/data/opportunity-analytics';
import { formatAmount, formatPeriodKey, formatRate } from '../analytics/analytics-copy';
import { ChartFrame, FigureTable, LegendItem } from '@/components/charts/chart-frame';
import { ColumnChart } from '@/components/charts/column-chart';
import { shortMoney } from '@/components/charts/nice-scale';
import { FORECAST_COPY } from './forecast-copy';

/** Past periods: weighted forecast at their start beside what closed won (first-year value), with the accuracy. */
export function AccuracyChart({ forecast }: { forecast: PipelineForecast }) {
  const { past, currency } = forecast;
  const labels = past.map((p) => formatPeriodKey(p.key));
  const signed = (cents: number) => `${cents > 0 ? '+' : ''}${formatMoney(cents, currency)}`;
  return (
    <ChartFrame
      testId="forecast-accuracy"
      title={FORECAST_COPY.accuracyTitle}
      description={FORECAST_COPY.accuracyDescription}
      chart={
        <ColumnChart
          categories={labels}
          height={180}
          formatTick={(v) => shortMoney(v, currency)}
          series={[
            {
              key: 'forecast',
              label: 'Forecast (weighted)',
              className: 'fill-amber-500/70',
              stack: 'forecast',
              values: past.map((p) => p.forecast.weighted.firstYearCents),
            },
            {
              key: 'won',
              label: 'Closed won',
              className: 'fill-emerald-600',
              stack: 'won',
              values: past.map((p) => p.closedWon.firstYearCents),
            },
          ]}
          level={{ label: 'Target', className: 'stroke-foreground', values: past.map((p) => p.targetCents) }}
        />
      }
      legend={
        <div className="flex flex-wrap gap-3">
          <LegendItem className="fill-amber-500/70" label="Forecast at the period's start (weighted)" />
          <LegendItem className="fill-emerald-600" label="Closed won" />
          <LegendItem className="stroke-foreground" label="Target" shape="line" />
        </div>
      }
      table={
        <FigureTable caption="Forecast accuracy by past period">
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Forecast (weighted)</th>
              <th scope="col">Commit</th>
              <th scope="col">Closed won</th>
              <th scope="col">Difference</th>
              <th scope="col">Won ÷ forecast</th>
              <th scope="col">Accuracy</th>
              <th scope="col">Target</th>
              <th scope="col">Attainment</th>
            </tr>
          </thead>
          <tbody>
            {past.map((p, i) => (
              <tr key={p.key}>
                <th scope="row" className="text-left font-normal text-foreground">
                  {labels[i]}
                </th>
                <td>{formatMoney(p.forecast.weighted.firstYearCents, currency)}</td>
                <td>{formatMoney(p.forecast.commit.firstYearCents, currency)}</td>
                <td>
                  {formatMoney(p.closedWon.firstYearCents, currency)}
                  <span className="text-muted-foreground"> ({p.closedWonCount})</span>
                </td>
                <td>{signed(p.varianceCents)}</td>
                <td>{formatRate(p.actualToForecastBps)}</td>
                <td>{formatRate(p.accuracyBps)}</td>
                <td>{formatAmount(p.targetCents, currency)}</td>
                <td>{formatRate(p.attainmentBps)}</td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      }
    />
  );
}
