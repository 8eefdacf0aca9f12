import type { LookupAddress } from 'node:dns';
import {
  connectDatabase,
  connectOwner,
  migrateDatabase,
  seedDatabase,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  withPlatform,
  type Tenant,
} from '@scopewright/db';
import { createScratchDatabase, createTenant, createUser, getTestDatabaseUrl } from '@scopewright/db/testing';
import type { CreatedWebhookEndpoint, WebhookEventType } from '@scopewright/domain';
import { asc, eq } from 'drizzle-orm';
import { createApp } from '../../app';
import { createAuth } from '../../platform/auth/auth';
import { NO_SOCIAL_PROVIDERS } from '../../platform/auth/social-providers';
import { startJobs } from '../../platform/jobs';
import { createMailTransport } from '../../platform/mail/mail-transport';
import { registerSendEmailWorker, SEND_EMAIL_QUEUE_DEFINITION } from '../../platform/mail/send-email-worker';
import { createKeyring } from '../../platform/secret-box/encryption-keyring';
import { createAppServices } from '../../platform/services';
import { APP_URL, memoryLogger } from '../../testing/create-test-app';
import { TEST_INTEGRATIONS_ENCRYPTION_KEY, TEST_SESSION_SECRET } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';
import { startSmtpReceiver } from '../../testing/smtp-receiver';
import { PSA_SYNC_QUEUE_DEFINITION } from '../integrations';
import { SIGNED_PDF_QUEUE_DEFINITION } from '../quote-documents';
import { createWebhookDispatcher, type WebhookDispatchOptions } from './webhook-dispatcher';
import { startWebhookReceiver } from './webhooks.test-helpers';

export type Who = { cookie: string; userId: string };
export type ErrorJson = { error: { code: string; message: string; details?: unknown } };

/** Test pace: retries a fraction of a second apart, a receiver that hangs given up on after a second. */
export const FAST: Partial<WebhookDispatchOptions> = {
  pollIntervalMs: 200,
  timeoutMs: 1_000,
  retry: { scheduleS: [0.3, 0.3, 0.3], jitter: 0.1, retryAfterCapS: 2 },
};

/**
 * The whole app on its own scratch database with a running webhook dispatcher, a real local receiver (allow-listed
 * as OUTBOUND_ALLOW_LIST does in development), a resolver the test controls for names, and a real SMTP server
 * behind the send-email worker.
 */
export async function startWebhookHarness(dispatch: Partial<WebhookDispatchOptions> = FAST) {
  const scratch = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_webhooks');
  await migrateDatabase(scratch.url);
  const database = connectDatabase(scratch.url, { max: 8, applicationName: 'scopewright-test' });
  const owner = connectOwner(scratch.url);
  await seedDatabase(owner, { demo: false });
  const log = memoryLogger();
  const smtp = await startSmtpReceiver();
  const jobs = await startJobs({
    ownerUrl: scratch.url,
    logger: log.logger,
    queues: [SEND_EMAIL_QUEUE_DEFINITION, SIGNED_PDF_QUEUE_DEFINITION, PSA_SYNC_QUEUE_DEFINITION],
    worker: true,
    pollingIntervalSeconds: 0.5,
  });
  const mailTransport = createMailTransport({ smtpUrl: smtp.url, from: 'Scopewright <no-reply@scopewright.test>' });
  await registerSendEmailWorker({ database, jobs, transport: mailTransport, logger: log.logger });
  const receiver = await startWebhookReceiver();
  const dns = new Map<string, string>();
  const config = {
    keyring: createKeyring(TEST_INTEGRATIONS_ENCRYPTION_KEY),
    outboundAllowList: [receiver.hostPort],
    lookup: async (hostname: string): Promise<LookupAddress[]> => {
      const address = dns.get(hostname);
      if (!address) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return [{ address, family: 4 }];
    },
  };
  const mail = { jobs, transport: 'smtp' as const };
  const dispatcher = createWebhookDispatcher({
    database,
    config,
    logger: log.logger,
    appUrl: APP_URL,
    mail,
    options: dispatch,
  });
  await dispatcher.start();
  const appConfig = {
    appUrl: APP_URL,
    nodeEnv: 'production' as const,
    sessionSecret: TEST_SESSION_SECRET,
    trustProxy: false,
    superAdminEmailDomains: [] as string[],
    ...NO_SOCIAL_PROVIDERS,
  };
  const auth = createAuth({ config: appConfig, logger: log.logger, database, ...mail });
  const services = await createAppServices({ auth, database, mail, config: appConfig, sessionCache: false });
  const app = createApp({
    config: appConfig,
    logger: log.logger,
    pool: database.pool,
    webRoot: null,
    services,
    integrations: config,
    webhooks: dispatcher,
  });

  async function member(tenant: Tenant, role: 'msp_user' | 'msp_admin' = 'msp_admin'): Promise<Who> {
    const user = await createUser(owner.db, { tenantId: tenant.id, role });
    return { cookie: (await signInAs(owner.db, user.user.id)).cookie, userId: user.user.id };
  }

  /** A workspace on an Enterprise trial (API access) and its admin. */
  async function workspace(overrides: Parameters<typeof createTenant>[1] = {}) {
    const tenant = await createTenant(owner.db, overrides);
    return { tenant, admin: await member(tenant) };
  }

  async function call(who: Who | null, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { Origin: APP_URL };
    if (who) headers.Cookie = who.cookie;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text, json: <T>() => JSON.parse(text) as T };
  }

  /** An endpoint on the local receiver at `path`, made through the API: its summary and secret. */
  async function endpoint(admin: Who, path: string, events: WebhookEventType[] = ['client.created']) {
    const response = await call(admin, 'POST', '/api/webhooks', { url: receiver.url(path), events });
    if (response.status !== 201) throw new Error(`create endpoint → ${response.status}: ${response.text}`);
    return response.json<CreatedWebhookEndpoint>();
  }

  const deliveriesOf = (endpointId: string) =>
    withPlatform({ db: owner.db }, (tx) =>
      tx
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id)),
    );
  const attemptsOf = (deliveryId: string) =>
    withPlatform({ db: owner.db }, (tx) =>
      tx
        .select()
        .from(webhookDeliveryAttempts)
        .where(eq(webhookDeliveryAttempts.deliveryId, deliveryId))
        .orderBy(asc(webhookDeliveryAttempts.attemptNo)),
    );
  const endpointRow = async (id: string) =>
    (
      await withPlatform({ db: owner.db }, (tx) =>
        tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)),
      )
    )[0]!;

  return {
    app,
    database,
    owner,
    jobs,
    log,
    smtp,
    receiver,
    dns,
    config,
    dispatcher,
    member,
    workspace,
    call,
    endpoint,
    deliveriesOf,
    attemptsOf,
    endpointRow,
    close: async () => {
      await dispatcher.stop(2_000);
      await services.profileEvents.close();
      await services.sessions.close();
      await jobs.stop(2_000);
      await receiver.close();
      await smtp.close();
      await mailTransport.close();
      await Promise.all([database.close(), owner.close()]);
      await scratch.drop();
    },
  };
}

export type WebhookHarness = Awaited<ReturnType<typeof startWebhookHarness>>;
