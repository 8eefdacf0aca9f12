import { formatMoney } from '@scopewright/domain';
import type { PipelineForecast } from '@/data/opportunity-analytics';
import { formatAmount, formatPeriodKey, formatRate } from '../analytics/analytics-copy';
import { ChartFrame, FigureTable, LegendItem } from '@/components/charts/chart-frame';
import { ColumnChart } from '@/components/charts/column-chart';
import { shortMoney } from '@/components/charts/nice-scale';
import { FORECAST_COPY, MEASURE_LABELS, measureOf, type ForecastMeasure } from './forecast-copy';

const BANDS = [
  { key: 'won', label: 'Closed won', className: 'fill-emerald-600' },
  { key: 'commit', label: 'Commit', className: 'fill-primary' },
  { key: 'best', label: 'Best case', className: 'fill-primary/55' },
  { key: 'pipeline', label: 'Pipeline', className: 'fill-primary/20' },
] as const;

/** Stacked bands per period (closed won, commit, best case, the rest of the pipeline), weighted dots, target line. */
export function ForecastChart({ forecast, measure }: { forecast: PipelineForecast; measure: ForecastMeasure }) {
  const { periods, currency } = forecast;
  const m = (a: Parameters<typeof measureOf>[0]) => measureOf(a, measure);
  const suffix = measure === 'recurring' ? '/mo' : '';
  const money = (cents: number) =>
    formatMoney(cents, currency, measure === 'recurring' ? { frequency: 'monthly' } : {});
  const showTarget = measure === 'firstYear';
  const labels = periods.map((p) => formatPeriodKey(p.key));
  return (
    <ChartFrame
      testId="forecast-chart"
      title={FORECAST_COPY.chartTitle}
      description={`${MEASURE_LABELS[measure]}. ${FORECAST_COPY.chartDescription}`}
      chart={
        <ColumnChart
          categories={labels}
          formatTick={(v) => `${shortMoney(v, currency)}${suffix}`}
          series={[
            { ...BANDS[0], stack: 'a', values: periods.map((p) => m(p.closedWon)) },
            { ...BANDS[1], stack: 'a', values: periods.map((p) => m(p.commit)) },
            { ...BANDS[2], stack: 'a', values: periods.map((p) => m(p.bestCase) - m(p.commit)) },
            { ...BANDS[3], stack: 'a', values: periods.map((p) => m(p.pipeline) - m(p.bestCase)) },
          ]}
          dots={{
            label: 'Weighted',
            className: 'fill-amber-500 stroke-card stroke-2',
            values: periods.map((p) => m(p.weighted)),
          }}
          level={
            showTarget
              ? { label: 'Target', className: 'stroke-foreground', values: periods.map((p) => p.targetCents) }
              : undefined
          }
        />
      }
      legend={
        <div className="flex flex-wrap gap-3">
          {BANDS.map((b) => (
            <LegendItem key={b.key} className={b.className} label={b.label} />
          ))}
          <LegendItem className="fill-amber-500" label="Weighted" shape="dot" />
          {showTarget && <LegendItem className="stroke-foreground" label="Target" shape="line" />}
        </div>
      }
      table={
        <FigureTable caption={`Forecast by period, ${MEASURE_LABELS[measure].toLowerCase()}`}>
          <thead>
            <tr>
              <th scope="col">Period</th>
              <th scope="col">Open deals</th>
              <th scope="col">Weighted</th>
              <th scope="col">Commit</th>
              <th scope="col">Best case</th>
              <th scope="col">Pipeline</th>
              <th scope="col">Closed won</th>
              {measure === 'recurring' && <th scope="col">Weighted ARR</th>}
              <th scope="col">Target</th>
              <th scope="col">Attainment</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((p, i) => (
              <tr key={p.key}>
                <th scope="row" className="text-left font-normal text-foreground">
                  {labels[i]}
                </th>
                <td>{p.openCount}</td>
                <td>{money(m(p.weighted))}</td>
                <td>{money(m(p.commit))}</td>
                <td>{money(m(p.bestCase))}</td>
                <td>{money(m(p.pipeline))}</td>
                <td>{money(m(p.closedWon))}</td>
                {measure === 'recurring' && (
                  <td>{formatMoney(p.weighted.arrCents, currency, { frequency: 'annual' })}</td>
                )}
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
