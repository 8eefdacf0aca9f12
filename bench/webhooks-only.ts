// `DATABASE_URL=postgres://… node --import tsx bench/webhooks-only.ts`: the webhook budgets alone (bench/webhooks.ts).
import { benchWebhooks } from './webhooks';

console.log(await benchWebhooks());
process.exit(0);
