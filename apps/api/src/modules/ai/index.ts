export { listRateCardRoles } from './ai-runs.queries';
