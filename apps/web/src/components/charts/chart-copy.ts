/** The chart frame's own words (components/charts). */
export const CHART_COPY = {
  showTable: 'Show as table',
  showChart: 'Show as chart',
} as const;
