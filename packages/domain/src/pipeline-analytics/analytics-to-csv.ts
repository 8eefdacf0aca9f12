import { writeCsv, type CsvColumn } from '../csv/csv';
import type { PipelineAnalytics, PipelineFigures } from './analyse-pipeline';
import type { DurationSummary } from './summarise-durations';

type Key = 'scope' | 'group' | 'metric' | 'period' | 'value' | 'unit';
type Row = Record<Key, string>;

export const ANALYTICS_CSV_COLUMNS: readonly CsvColumn<Key>[] = [
  { key: 'scope', header: 'Scope' },
  { key: 'group', header: 'Group' },
  { key: 'metric', header: 'Metric' },
  { key: 'period', header: 'Period' },
  { key: 'value', header: 'Value' },
  { key: 'unit', header: 'Unit' },
];

/** Fixed two decimals from an integer in hundredths (cents → amount, bps → percent), without floats. */
const hundredths = (n: number) => {
  const abs = Math.abs(n);
  return `${n < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
const amount = (cents: number | null) => (cents === null ? '' : hundredths(cents));
const percent = (bps: number | null) => (bps === null ? '' : hundredths(bps));
const plain = (n: number | null) => (n === null ? '' : String(n));

function figureRows(scope: string, group: string, f: PipelineFigures): Row[] {
  const rows: Row[] = [];
  const add = (metric: string, value: string, unit: string, period = '') =>
    rows.push({ scope, group, metric, period, value, unit });
  const durations = (name: string, d: DurationSummary) => {
    add(`${name}, average`, plain(d.averageDays), 'days');
    add(`${name}, median`, plain(d.medianDays), 'days');
  };
  add('Deals won', plain(f.winRate.wonCount), 'count');
  add('Deals lost', plain(f.winRate.lostCount), 'count');
  add('Win rate (by count)', percent(f.winRate.winRateBps), '%');
  add('Win rate (by first-year value)', percent(f.winRate.winRateByValueBps), '%');
  add('Won value (first-year)', amount(f.winRate.wonValueCents), 'amount');
  add('Lost value (first-year)', amount(f.winRate.lostValueCents), 'amount');
  add('Average deal size (first-year)', amount(f.averageDealSizeCents), 'amount');
  durations('Sales cycle', f.salesCycle);
  durations('Time to loss', f.timeToLoss);
  add('Margin of won quotes', percent(f.wonMarginBps), '%');
  add('Win rate, AI-scoped', percent(f.aiScoped.winRateBps), '%');
  add('Win rate, hand-scoped', percent(f.handScoped.winRateBps), '%');
  for (const step of f.funnel) {
    add(`Reached ${step.stageName}`, plain(step.reachedCount), 'count');
    if (step.conversionToNextBps !== null)
      add(`Conversion from ${step.stageName}`, percent(step.conversionToNextBps), '%');
  }
  for (const stage of f.timeInStage) durations(`Time in ${stage.stageName}`, stage);
  for (const b of f.createdVsClosed) {
    add('Pipeline created', amount(b.createdValueCents), 'amount', b.key);
    add('Pipeline won', amount(b.wonValueCents), 'amount', b.key);
    add('Pipeline lost', amount(b.lostValueCents), 'amount', b.key);
  }
  return rows;
}

/**
 * The analytics as one long table (scope, group, metric, period, value, unit), through the shared CSV writer,
 * so a client or owner name that looks like a formula is escaped. Amounts are in the workspace currency.
 */
export function analyticsToCsv(analytics: PipelineAnalytics): string {
  const rows = figureRows('All', '', analytics.overall);
  for (const [scope, groups] of [
    ['Owner', analytics.byOwner],
    ['Client', analytics.byClient],
    ['Service area', analytics.byServiceArea],
  ] as const) {
    for (const group of groups) rows.push(...figureRows(scope, group.name, group.figures));
  }
  return writeCsv(ANALYTICS_CSV_COLUMNS, rows);
}
