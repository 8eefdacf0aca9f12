export const FORECAST_COPY = {
  title: 'Forecast',
  intro:
    'Open deals by the month or quarter they are expected to close, weighted by probability, against your targets.',
  loadError: 'The forecast could not be loaded.',
  emptyTitle: 'Nothing to forecast yet',
  emptyBody:
    'The forecast adds up open deals by their expected close date. Give your deals a close date on the pipeline board.',
  chartTitle: 'Forecast against target',
  chartDescription:
    'Closed won, then commit (80 % and up), best case (40 % and up) and the rest of the pipeline, at full value; ' +
    'the dot is the probability-weighted forecast.',
  accuracyTitle: 'Forecast accuracy',
  accuracyDescription: 'What was forecast for each past period at its start (weighted) against what closed won.',
  targetsTitle: 'Targets',
  targetsDescription: 'First-year value (one-time + 12 × MRR) to win, before tax.',
  targetsSave: 'Save targets',
  targetsSaved: 'Targets saved.',
  targetInvalid: 'Enter an amount like 25,000 or leave it empty.',
  unscheduled: (count: number, weighted: string) =>
    `${count} open ${count === 1 ? 'deal has' : 'deals have'} no expected close date (${weighted} weighted) and ` +
    `${count === 1 ? 'is' : 'are'} left out.`,
} as const;

export type ForecastMeasure = 'firstYear' | 'oneTime' | 'recurring';

export const MEASURE_LABELS: Record<ForecastMeasure, string> = {
  firstYear: 'First-year value',
  oneTime: 'One-time',
  recurring: 'Recurring (MRR)',
};

/** The amount a measure reads from a forecast's amounts. */
export const measureOf = (
  amounts: { oneTimeCents: number; mrrCents: number; firstYearCents: number },
  measure: ForecastMeasure,
) =>
  measure === 'oneTime' ? amounts.oneTimeCents : measure === 'recurring' ? amounts.mrrCents : amounts.firstYearCents;
