// One pass of the billing lifecycle (trials' end, dunning, Stripe sync) against the Stripe e2e server's database,
// as its hourly cron runs it, for stripe-billing.spec.ts: the spec moves dates in the database, then runs this.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { connectDatabase } from '@scopewright/db';
import { runBillingLifecycle } from '../apps/api/src/modules/billing';
import { stripeConfig } from '../apps/api/src/platform/billing/stripe-env';
import { StripeGateway } from '../apps/api/src/platform/billing/stripe-gateway';
import { startJobs } from '../apps/api/src/platform/jobs';
import { createLogger } from '../apps/api/src/platform/logger';
import { SEND_EMAIL_QUEUE_DEFINITION } from '../apps/api/src/platform/mail/send-email-worker';
import { BILLING_QUEUE_DEFINITIONS } from '../apps/api/src/modules/billing';

const file = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../.data/e2e-stripe/${name}`, import.meta.url)), 'utf8').trim();
const ownerUrl = `postgres://postgres:${encodeURIComponent(file('postgres.password'))}@127.0.0.1:${file('postgres.port')}/scopewright`;
const logger = createLogger({ level: 'warn' });
const config = stripeConfig(process.env, (message) => new Error(message));
const database = connectDatabase(ownerUrl, { max: 2, applicationName: 'scopewright-e2e-billing-runner' });
const jobs = await startJobs({
  ownerUrl,
  logger,
  queues: [SEND_EMAIL_QUEUE_DEFINITION, ...BILLING_QUEUE_DEFINITIONS],
  worker: false,
});
const outcome = await runBillingLifecycle({
  database,
  stripe: config ? new StripeGateway(config) : null,
  mail: { jobs, transport: 'smtp' },
  appUrl: process.env.APP_URL ?? '',
  logger,
});
await jobs.stop(5_000);
await database.close();
console.log(JSON.stringify(outcome));
process.exit(0);
