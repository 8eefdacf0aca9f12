import type { HttpBindings } from '@hono/node-server';
import {
  DEMO_LOGINS,
  connectDatabase,
  connectOwner,
  migrateDatabase,
  seedDatabase,
  type Database,
  type EmbeddedPostgres,
} from '@scopewright/db';
import { warmUpScopingEngine } from '@scopewright/scoping';
import { hashPassword } from 'better-auth/crypto';
import { createApp, DEFAULT_WEB_ROOT } from './app';
import { createAppServices } from './platform/services';
import { createSlackNotifier } from './modules/contact';
import { createAuth } from './platform/auth/auth';
import { resolveDemoPassword } from './platform/auth/demo-password';
import type { Config } from './env';
import { startEmbeddedDatabase } from './embedded-database';
import { listenHttp, type HttpServer } from './platform/http-server';
import type { ProfileEvents } from './platform/realtime/profile-events';
import type { SessionLookup } from './platform/auth/session-lookup';
import { logDatabaseAvailability } from './platform/database-unavailable';
import { startJobs, type Jobs } from './platform/jobs';
import { createLogger, type Logger } from './platform/logger';
import { createMailTransport, type MailTransport } from './platform/mail/mail-transport';
import { registerSendEmailWorker, SEND_EMAIL_QUEUE_DEFINITION } from './platform/mail/send-email-worker';
import { registerQuoteExpiryJob, QUOTE_EXPIRY_QUEUE_DEFINITION } from './modules/quote-expiry';
import { LIFECYCLE_EMAILS_QUEUE_DEFINITION, registerLifecycleEmailsJob } from './modules/lifecycle-emails';
import { BILLING_QUEUE_DEFINITIONS, registerBillingJobs, seatChangeNotifier } from './modules/billing';
import { StripeGateway } from './platform/billing/stripe-gateway';
import {
  IDEMPOTENCY_PURGE_QUEUE_DEFINITION,
  registerIdempotencyPurgeJob,
  seedDemoPublicApi,
} from './modules/public-api';
import {
  PSA_PULL_SCHEDULE_QUEUE_DEFINITION,
  PSA_SYNC_QUEUE_DEFINITION,
  registerPsaSyncJobs,
} from './modules/integrations';
import { createWebhookDispatcher, type WebhookDispatcher } from './modules/webhooks';
import {
  type Heartbeats,
  PLATFORM_VALIDATION_QUEUE_DEFINITION,
  processRole,
  registerPlatformValidationJob,
  startHeartbeats,
} from './modules/platform-health';
import {
  closeDocumentRenderPool,
  completeSeededAcceptances,
  configureDocumentRendering,
  registerSignedPdfJob,
  renderQuoteAttachment,
  SIGNED_PDF_QUEUE_DEFINITION,
} from './modules/quote-documents';

export interface StartOptions {
  logger?: Logger;
  /** Directory of the built SPA; null serves the API only. */
  webRoot?: string | null;
  /** Hostname to bind; config.host (HOST) when unset. */
  hostname?: string;
  pollingIntervalSeconds?: number;
  /** An embedded PostgreSQL already starting (main.ts starts it while this code loads); else started here. */
  embedded?: Promise<EmbeddedPostgres>;
}

export interface RunningServer {
  /** The URL the app is served at (APP_URL, or http://localhost:<port> when APP_URL is unset). */
  url: string;
  port: number | null;
  databaseMode: 'embedded' | 'external';
  mailMode: 'smtp' | 'outbox';
  timingsMs: Record<string, number>;
  /** Embedded (demo) mode only: the seeded logins and their shared password, for the banner. */
  demoLogins: { emails: { email: string; role: string }[]; password: string; apiKey: string | null } | null;
  database: Database;
  jobs: Jobs;
  logger: Logger;
  stop(): Promise<void>;
}

/** Starts everything `npm start` runs; on failure, stops what was already started and rethrows. */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger({ level: config.logLevel });
  const started = performance.now();
  const timingsMs: Record<string, number> = {};
  const mark = (name: string, since: number) => (timingsMs[name] = Math.round(performance.now() - since));
  const resources = new Resources(logger);
  configureDocumentRendering(config.documentRendering);
  try {
    let t = performance.now();
    const embedded = config.databaseUrl ? null : await (options.embedded ?? startEmbeddedDatabase(config, logger));
    if (embedded) resources.embedded = embedded;
    const ownerUrl = config.databaseUrl ?? (embedded as EmbeddedPostgres).url;
    mark('database', t);

    t = performance.now();
    await migrateDatabase(ownerUrl, (m) => logger.info(m));
    const owner = connectOwner(ownerUrl, { applicationName: 'scopewright-seed' });
    const demoPassword = embedded ? resolveDemoPassword(config.demoPassword, config.dataDir) : null;
    try {
      await seedDatabase(owner, {
        demo: embedded !== null,
        log: (m: string) => logger.info(m),
        ...(demoPassword ? { demoUsers: { password: demoPassword, hashPassword } } : {}),
      });
    } finally {
      await owner.close();
    }
    mark('migrateAndSeed', t);

    t = performance.now();
    const database = (resources.database = connectDatabase(ownerUrl, {
      applicationName: 'scopewright-api',
      onAvailabilityChange: logDatabaseAvailability(logger),
    }));
    const demoApiKey = demoPassword
      ? await seedDemoPublicApi(database, { keyring: config.integrationsKeyring, dataDir: config.dataDir })
      : null;
    const transport = (resources.transport = createMailTransport({ smtpUrl: config.smtpUrl, from: config.mailFrom }));
    const queues = [
      SEND_EMAIL_QUEUE_DEFINITION,
      QUOTE_EXPIRY_QUEUE_DEFINITION,
      LIFECYCLE_EMAILS_QUEUE_DEFINITION,
      ...BILLING_QUEUE_DEFINITIONS,
      IDEMPOTENCY_PURGE_QUEUE_DEFINITION,
      SIGNED_PDF_QUEUE_DEFINITION,
      PSA_SYNC_QUEUE_DEFINITION,
      PSA_PULL_SCHEDULE_QUEUE_DEFINITION,
      PLATFORM_VALIDATION_QUEUE_DEFINITION,
    ];
    const jobs = (resources.jobs = await startJobs({
      ownerUrl,
      logger,
      queues,
      worker: config.worker,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
    }));
    await registerSendEmailWorker({
      database,
      jobs,
      transport,
      logger,
      renderAttachment: renderQuoteAttachment(database),
      postmarkMetadata: config.emailEvents.postmark !== null,
    });
    mark('jobs', t);
    // The AI scoping engine's ranking index: built now rather than on the first suggestion (~70 ms).
    warmUpScopingEngine();
    const mail = { jobs, transport: transport.kind };
    // The payment provider (ADR 0057): Stripe when configured, else the free manual provider.
    const stripe = config.stripe ? new StripeGateway(config.stripe) : null;
    const onSeatsChanged = seatChangeNotifier(jobs, { stripe, logger });
    // Webhook deliveries (ADR 0052): hand-sent ones in every process, the outbox drained by workers only.
    const webhooks = (resources.webhooks = createWebhookDispatcher({
      database,
      config: { keyring: config.integrationsKeyring, outboundAllowList: config.outboundAllowList },
      logger,
      appUrl: config.appUrl,
      mail,
    }));

    let url = config.appUrl;
    let port: number | null = null;
    if (config.web) {
      t = performance.now();
      let handler: (request: Request, env: HttpBindings) => Response | Promise<Response> = () =>
        new Response(null, { status: 503 });
      const http = (resources.http = await listenHttp(
        (request, env) => handler(request, env),
        config.port,
        options.hostname ?? config.host,
      ));
      port = http.port;
      if (config.appUrlIsDefault) url = `http://localhost:${port}`;
      const appConfig = { ...config, appUrl: url };
      const auth = createAuth({ config: appConfig, logger, database, ...mail });
      const services = await createAppServices({
        auth,
        database,
        mail,
        config: appConfig,
        logger,
        sessionCache: config.sessionCache,
      });
      services.onSeatsChanged = onSeatsChanged;
      resources.profileEvents = services.profileEvents;
      resources.sessions = services.sessions;
      const app = createApp({
        config: appConfig,
        logger,
        pool: database.pool,
        webRoot: options.webRoot === undefined ? DEFAULT_WEB_ROOT : options.webRoot,
        services,
        ai: { llm: config.ai, rateLimit: { windowSeconds: 60, max: config.aiRateLimitPerMinute } },
        integrations: {
          keyring: config.integrationsKeyring,
          outboundAllowList: config.outboundAllowList,
          autotaskZoneLookupUrl: config.autotaskZoneLookupUrl,
        },
        webhooks,
        billing: { stripe },
        platformHealth: {
          jobs,
          queues: queues.map((queue) => queue.name),
          config: appConfig,
          databaseMode: embedded ? 'embedded' : 'external',
        },
        emailEvents: {
          postmark: config.emailEvents.postmark,
          ses: { topicArns: config.emailEvents.sesTopicArns, allowList: config.outboundAllowList },
          sendgrid: config.emailEvents.sendgridPublicKey ? { publicKey: config.emailEvents.sendgridPublicKey } : null,
        },
        contact: {
          supportEmail: config.supportEmail,
          notify: config.slackWebhookUrl ? createSlackNotifier(config.slackWebhookUrl, logger) : null,
        },
      });
      handler = (request, env) => app.fetch(request, env);
      mark('http', t);
    }
    await registerQuoteExpiryJob({ database, jobs, mail, appUrl: url, logger });
    await registerLifecycleEmailsJob({
      database,
      jobs,
      mail,
      appUrl: url,
      unsubscribeSecret: config.sessionSecret,
      logger,
    });
    await registerBillingJobs({ database, jobs, mail, stripe, appUrl: url, logger });
    await registerIdempotencyPurgeJob({ database, jobs, logger });
    await registerSignedPdfJob({ database, jobs, logger });
    await registerPlatformValidationJob({ database, jobs, logger });
    await registerPsaSyncJobs({
      database,
      jobs,
      logger,
      connection: {
        keyring: config.integrationsKeyring,
        outboundAllowList: config.outboundAllowList,
        autotaskZoneLookupUrl: config.autotaskZoneLookupUrl,
      },
    });
    if (config.worker) await webhooks.start();
    // Super admin → Debug lists the processes that wrote a heartbeat in the last 5 minutes.
    resources.heartbeats = startHeartbeats({ database, logger, role: processRole(config) });
    timingsMs.total = Math.round(performance.now() - started);
    // In the background: acceptances still without their signed PDF get it (the demo's after the first start).
    if (config.worker)
      void completeSeededAcceptances(database, logger).catch((err: unknown) =>
        logger.warn({ err }, 'could not complete the seeded acceptances'),
      );
    return {
      url,
      port,
      databaseMode: embedded ? 'embedded' : 'external',
      mailMode: transport.kind,
      timingsMs,
      demoLogins: demoPassword
        ? {
            emails: DEMO_LOGINS.map(({ email, role }) => ({ email, role })),
            password: demoPassword,
            apiKey: demoApiKey,
          }
        : null,
      database,
      jobs,
      logger,
      stop: () => resources.stop(config.shutdownTimeoutMs),
    };
  } catch (error) {
    await resources
      .stop(config.shutdownTimeoutMs)
      .catch((err: unknown) => logger.error({ err }, 'cleanup after a failed start failed'));
    throw error;
  }
}

/**
 * What is running, stopped in reverse order of start: HTTP, jobs, heartbeats, the render workers (once no request
 * or job can wait on a render), mail, pool, embedded PostgreSQL.
 */
class Resources {
  http?: HttpServer;
  profileEvents?: ProfileEvents;
  sessions?: SessionLookup;
  jobs?: Jobs;
  webhooks?: WebhookDispatcher;
  heartbeats?: Heartbeats;
  transport?: MailTransport;
  database?: Database;
  embedded?: EmbeddedPostgres;
  private stopping?: Promise<void>;

  constructor(private readonly logger: Logger) {}

  stop(timeoutMs: number): Promise<void> {
    return (this.stopping ??= this.stopAll(timeoutMs));
  }

  private async stopAll(timeoutMs: number): Promise<void> {
    const step = async (name: string, fn: (() => Promise<void> | void) | undefined) => {
      if (!fn) return;
      try {
        await fn();
      } catch (err) {
        this.logger.error({ err }, `shutdown: ${name} failed`);
      }
    };
    // Open event streams never finish by themselves: end them first so the HTTP server can close.
    await step('profile events', this.profileEvents && (() => this.profileEvents?.close()));
    await step('http', this.http && (() => this.http?.close(timeoutMs)));
    await step('session cache', this.sessions && (() => this.sessions?.close()));
    await step('webhooks', this.webhooks && (() => this.webhooks?.stop(timeoutMs)));
    await step('jobs', this.jobs && (() => this.jobs?.stop(timeoutMs)));
    await step('heartbeats', this.heartbeats && (() => this.heartbeats?.stop()));
    await step('render workers', closeDocumentRenderPool);
    await step('mail', this.transport && (() => this.transport?.close()));
    await step('database pool', this.database && (() => this.database?.close()));
    await step('embedded PostgreSQL', this.embedded && (() => this.embedded?.stop()));
  }
}
