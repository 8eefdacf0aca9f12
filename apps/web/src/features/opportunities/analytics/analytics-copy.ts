import { formatMoney, formatPercentBps, type AnalyticsRange } from '@scopewright/domain';

export const ANALYTICS_COPY = {
  title: 'Pipeline analytics',
  intro: 'How deals move and close: win rate, deal size, cycle length, the funnel and who sells what.',
  exportCsv: 'Export CSV',
  loadError: 'The analytics could not be loaded.',
  retry: 'Try again',
  emptyTitle: 'No deals in this period',
  emptyBody:
    'Analytics count the deals created or closed in the range. Pick a longer range, or add deals on the pipeline board.',
  previous: (from: string, to: string) => `vs ${from} – ${to}`,
  noPrevious: 'nothing to compare',
  upgradeTitle: 'Analytics and forecasting come with Premium',
  upgradeBody:
    'Win rate, deal size, cycle length, the stage funnel, forecasts by month and quarter against your targets: ' +
    'on the Premium and Enterprise plans.',
  customFrom: 'From',
  customTo: 'To',
  customApply: 'Apply',
  customInvalid: 'Pick a first and a last day, the last on or after the first.',
  timeZoneNote: (zone: string) => `Days are counted in ${zone}.`,
} as const;

export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  today: 'Today',
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
  custom: 'Custom',
};

/** Basis points as a percent, or an em dash when there is nothing to divide. */
export const formatRate = (bps: number | null | undefined) =>
  bps === null || bps === undefined ? '—' : formatPercentBps(bps);

export const formatAmount = (cents: number | null | undefined, currency: string) =>
  cents === null || cents === undefined ? '—' : formatMoney(cents, currency);

/** 12.5 → "12.5 days", 1 → "1 day", null → "—". */
export const formatDays = (days: number | null | undefined) =>
  days === null || days === undefined ? '—' : `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`;

/** "2026-03" → "Mar 2026", "2026-Q1" → "Q1 2026". */
export function formatPeriodKey(key: string): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  if (quarter) return `Q${quarter[2]} ${quarter[1]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (!month) return key;
  const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
  return date.toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** "2026-03-31" → "Mar 31, 2026". */
export const formatDay = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
