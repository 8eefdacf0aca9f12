import { connectDatabase, connectOwner, migrateDatabase, seedDatabase, type Database } from '@scopewright/db';
import { createScratchDatabase, getTestDatabaseUrl } from '@scopewright/db/testing';
import { createApp, type AppDeps } from '../app';
import { createAppServices } from '../platform/services';
import { createAuth } from '../platform/auth/auth';
import { NO_SOCIAL_PROVIDERS, type SocialConfig } from '../platform/auth/social-providers';
import { startJobs, type Jobs } from '../platform/jobs';
import { SEND_EMAIL_QUEUE_DEFINITION } from '../platform/mail/send-email-worker';
import { SIGNED_PDF_QUEUE_DEFINITION } from '../modules/quote-documents';
import { APP_URL, memoryLogger } from './create-test-app';
import { PSA_SYNC_QUEUE_DEFINITION, type ConnectionConfig } from '../modules/integrations';
import { createKeyring } from '../platform/secret-box/encryption-keyring';
import { BILLING_QUEUE_DEFINITIONS } from '../modules/billing';
import { PLATFORM_VALIDATION_QUEUE_DEFINITION, type PlatformHealthOptions } from '../modules/platform-health';

export const TEST_SESSION_SECRET = 'test-session-secret-'.padEnd(40, 'x');
/** INTEGRATIONS_ENCRYPTION_KEY for every test that starts the API with DATABASE_URL (32 bytes as hex). */
export const TEST_INTEGRATIONS_ENCRYPTION_KEY = '5e'.repeat(32);

/**
 * createApp wired with identity (Better Auth, sign-up, sessions) on its own freshly migrated database, so the
 * emails it queues never reach another test file's worker; jobs are enqueued only (no worker).
 */
export async function createIdentityApp(
  options: {
    jobs?: Pick<Jobs, 'enqueue'>;
    oauth?: Partial<SocialConfig>;
    ai?: AppDeps['ai'];
    signInLimits?: AppDeps['signInLimits'];
    /** The in-memory session cache (ADR 0038); off by default, as most tests change sessions behind the app. */
    sessionCache?: boolean;
    /** PSA connections: the test keyring and no outbound allow-list unless a test brings its fakes' hosts. */
    integrations?: Partial<ConnectionConfig>;
    /** Requests per API key per window (the public API). */
    apiKeyRateRule?: AppDeps['apiKeyRateRule'];
    /** Email provider webhooks: none configured unless a test brings credentials and keys. */
    emailEvents?: AppDeps['emailEvents'];
    /** The payment provider: the manual one unless a test brings a Stripe gateway (pointed at the fake). */
    billing?: AppDeps['billing'];
    /** Super admin → Debug: the configuration to show (masked); none unless a test brings one. */
    platformHealth?: Partial<PlatformHealthOptions>;
  } = {},
) {
  const scratch = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_identity');
  await migrateDatabase(scratch.url);
  const database: Database = connectDatabase(scratch.url, { max: 4, applicationName: 'scopewright-test' });
  const owner = connectOwner(scratch.url);
  await seedDatabase(owner, { demo: false });
  const log = memoryLogger();
  const queues = [
    SEND_EMAIL_QUEUE_DEFINITION,
    SIGNED_PDF_QUEUE_DEFINITION,
    PSA_SYNC_QUEUE_DEFINITION,
    ...BILLING_QUEUE_DEFINITIONS,
    PLATFORM_VALIDATION_QUEUE_DEFINITION,
  ];
  const jobs = await startJobs({ ownerUrl: scratch.url, logger: log.logger, queues, worker: false });
  const config = {
    appUrl: APP_URL,
    nodeEnv: 'production' as const,
    sessionSecret: TEST_SESSION_SECRET,
    trustProxy: false,
    superAdminEmailDomains: [] as string[],
    ...NO_SOCIAL_PROVIDERS,
    ...options.oauth,
  };
  const mail = { jobs: options.jobs ?? jobs, transport: 'outbox' as const };
  const auth = createAuth({ config, logger: log.logger, database, ...mail });
  const identity = await createAppServices({
    auth,
    database,
    mail,
    config,
    sessionCache: options.sessionCache ?? false,
  });
  const app = createApp({
    config,
    logger: log.logger,
    pool: database.pool,
    webRoot: null,
    services: identity,
    ai: options.ai,
    signInLimits: options.signInLimits,
    apiKeyRateRule: options.apiKeyRateRule,
    emailEvents: options.emailEvents,
    billing: options.billing,
    platformHealth: {
      jobs,
      queues: queues.map((queue) => queue.name),
      databaseMode: 'external',
      ...options.platformHealth,
    },
    integrations: {
      keyring: createKeyring(TEST_INTEGRATIONS_ENCRYPTION_KEY),
      outboundAllowList: [],
      ...options.integrations,
    },
  });
  return {
    app,
    auth,
    identity,
    database,
    owner,
    jobs,
    log,
    close: async () => {
      await identity.profileEvents.close();
      await identity.sessions.close();
      await jobs.stop(2_000);
      await Promise.all([database.close(), owner.close()]);
      await scratch.drop();
    },
  };
}
