export { countAiGenerationsThisMonth, countQuotes, countTemplates } from './billing-usage';
