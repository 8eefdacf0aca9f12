export { listRateCardRoles } from './ai-runs.queries';
export { v1AiRouter } from './ai.v1';
