// `node --import tsx bench/opportunities-only.ts`: the pipeline budgets alone (bench/opportunities.ts).
import { benchOpportunities } from './opportunities';

console.log(JSON.stringify(await benchOpportunities(), null, 2));
