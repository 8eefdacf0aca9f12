export { countAiGenerationsThisMonth, countQuotes } from './billing-usage';
