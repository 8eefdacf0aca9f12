export { countDailyTotals } from './email-metrics.queries';
export { emailLogsRouter } from './email-logs.router';
