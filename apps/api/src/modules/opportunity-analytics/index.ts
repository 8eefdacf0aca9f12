export { opportunityAnalyticsRouter } from './opportunity-analytics.router';
