// The app for bench/psa-push.ts on a scratch database of DATABASE_URL's server, with a pg-boss worker that runs
// the PSA sync queue (as createIdentityApp does for tests, plus the worker).
import { connectDatabase, connectOwner, migrateDatabase, seedDatabase } from '@scopewright/db';
import { createScratchDatabase } from '@scopewright/db/testing';
import { createApp } from '../apps/api/src/app';
import {
  PSA_PULL_SCHEDULE_QUEUE_DEFINITION,
  PSA_SYNC_QUEUE_DEFINITION,
  registerPsaSyncJobs,
} from '../apps/api/src/modules/integrations';
import { SIGNED_PDF_QUEUE_DEFINITION } from '../apps/api/src/modules/quote-documents';
import { TEST_KEYRING } from '../apps/api/src/modules/integrations/sync/sync.test-helpers';
import { createAuth } from '../apps/api/src/platform/auth/auth';
import { NO_SOCIAL_PROVIDERS } from '../apps/api/src/platform/auth/social-providers';
import { startJobs } from '../apps/api/src/platform/jobs';
import { SEND_EMAIL_QUEUE_DEFINITION } from '../apps/api/src/platform/mail/send-email-worker';
import { createAppServices } from '../apps/api/src/platform/services';
import { APP_URL, memoryLogger } from '../apps/api/src/testing/create-test-app';
import { TEST_SESSION_SECRET } from '../apps/api/src/testing/create-identity-app';

export async function startPsaBenchApp(allowHost: string) {
  const scratch = await createScratchDatabase(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    'scopewright_bench_psa',
  );
  await migrateDatabase(scratch.url);
  const database = connectDatabase(scratch.url, { max: 6, applicationName: 'scopewright-bench' });
  const owner = connectOwner(scratch.url);
  await seedDatabase(owner, { demo: false });
  const log = memoryLogger('warn');
  // Retries a second apart instead of ten: the convergence is measured, not the backoff.
  const queues = [
    SEND_EMAIL_QUEUE_DEFINITION,
    SIGNED_PDF_QUEUE_DEFINITION,
    { ...PSA_SYNC_QUEUE_DEFINITION, retryDelay: 1 },
    PSA_PULL_SCHEDULE_QUEUE_DEFINITION,
  ];
  const jobs = await startJobs({
    ownerUrl: scratch.url,
    logger: log.logger,
    queues,
    worker: true,
    pollingIntervalSeconds: 0.5,
  });
  const config = {
    appUrl: APP_URL,
    nodeEnv: 'production' as const,
    sessionSecret: TEST_SESSION_SECRET,
    trustProxy: false,
    superAdminEmailDomains: [] as string[],
    ...NO_SOCIAL_PROVIDERS,
  };
  const mail = { jobs, transport: 'outbox' as const };
  const auth = createAuth({ config, logger: log.logger, database, ...mail });
  const services = await createAppServices({ auth, database, mail, config, sessionCache: false });
  const app = createApp({ config, logger: log.logger, pool: database.pool, webRoot: null, services });
  const connection = { keyring: TEST_KEYRING, outboundAllowList: [allowHost] };
  await registerPsaSyncJobs({ database, jobs, logger: log.logger, connection });
  return {
    app,
    database,
    owner,
    jobs,
    close: async () => {
      await jobs.stop(5_000);
      await services.profileEvents.close();
      await services.sessions.close();
      await Promise.all([database.close(), owner.close()]);
      await scratch.drop();
    },
  };
}
