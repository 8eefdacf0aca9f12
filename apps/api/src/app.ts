import { fileURLToPath } from 'node:url';
import { bodyLimit } from 'hono/body-limit';
import type { Config } from './env';
import { authRouter } from './modules/auth/auth.router';
import { contactRouter, type ContactOptions } from './modules/contact/contact.router';
import type { AppServices } from './platform/services';
import { healthRouter } from './modules/health/health.router';
import { oauthFinishRouter } from './modules/auth/oauth-finish.router';
import { meRouter } from './modules/me/me.router';
import { profileRouter } from './modules/profile/profile.router';
import { AVATAR_UPLOAD_MAX_BODY_BYTES, AVATAR_UPLOAD_PATH } from './modules/profile';
import { teamRouter } from './modules/team/team.router';
import { invitationsRouter } from './modules/invitations/invitations.router';
import { billingRouter, type BillingOptions } from './modules/billing/billing.router';
import { STRIPE_WEBHOOK_PATH } from './modules/billing';
import { settingsRouter } from './modules/settings/settings.router';
import { brandingRouter } from './modules/branding/branding.router';
import { BRANDING_LOGO_PATH, LOGO_UPLOAD_MAX_BODY_BYTES } from './modules/branding';
import { quotesRouter } from './modules/quotes/quotes.router';
import { quoteDocumentsRouter } from './modules/quote-documents/quote-documents.router';
import { PUBLIC_QUOTE_PATH, publicQuoteResponses } from './modules/public-quotes';
import { publicQuotesRouter } from './modules/public-quotes/public-quotes.router';
import { publicAcceptanceRouter } from './modules/quote-acceptance/public-acceptance.router';
import { quoteSendingRouter } from './modules/quote-sending/quote-sending.router';
import { quoteAcceptanceRouter } from './modules/quote-acceptance/quote-acceptance.router';
import { QUOTE_DRAFT_MAX_BODY_BYTES, QUOTE_DRAFT_PATH_PATTERN } from './modules/quotes';
import { dashboardRouter } from './modules/dashboard/dashboard.router';
import { firstRunRouter } from './modules/first-run/first-run.router';
import { searchRouter } from './modules/search/search.router';
import { rateCardRouter } from './modules/rate-card/rate-card.router';
import { templatesRouter } from './modules/templates';
import { emailTemplatesRouter } from './modules/email-templates';
import { clientsRouter } from './modules/clients/clients.router';
import { opportunitiesRouter } from './modules/opportunities';
import { opportunityAnalyticsRouter } from './modules/opportunity-analytics';
import { integrationConnectionsRouter, integrationsSyncRouter, type ConnectionConfig } from './modules/integrations';
import { webhooksRouter, type WebhookDispatcher } from './modules/webhooks';
import { aiRouter } from './modules/ai/ai.router';
import { serviceLibraryRouter } from './modules/service-library/service-library.router';
import type { LlmConfig } from './platform/ai/llm-config';
import { createScopeEngine, type ScopeEngine } from './platform/ai/scope-engine';
import type { RateRule } from './platform/auth/rate-limit';
import { CLIENT_IMPORT_MAX_BODY_BYTES, CLIENT_IMPORT_PATH } from './modules/clients';
import { apiDocsRouter } from './platform/api-docs';
import { apiKeyAuth } from './platform/api-keys/api-key-auth';
import { apiKeysRouter } from './modules/api-keys';
import { EMAIL_EVENTS_PATH, emailEventsRouter, type EmailEventsOptions } from './modules/email-events';
import { emailSuppressionsRouter } from './modules/email-suppressions';
import { emailLogsRouter } from './modules/email-logs';
import { platformHealthRouter } from './modules/platform-health/platform-health.router';
import type { PlatformHealthOptions } from './modules/platform-health';
import { platformWorkspacesRouter } from './modules/platform-workspaces';
import { auditLogRouter } from './modules/audit-log';
import { versionControlRouter } from './modules/version-control';
import { idempotency, publicApiRouter } from './modules/public-api';
import { emailPreferencesRouter, UNSUBSCRIBE_PATH } from './modules/lifecycle-emails';
import { authRedirectGuard } from './platform/auth/auth-redirect-guard';
import { AUTH_BASE_PATH } from './platform/auth/auth';
import { signInLimits, type SignInLimitOptions } from './platform/auth/sign-in-limits';
import { withConnectionErrorsAs503 } from './platform/auth/better-auth-connection-errors';
import { withRetryAfter } from './platform/auth/better-auth-retry-after';
import { clientIp, withClientIp } from './platform/auth/client-ip';
import { loadSession, pageVisitor } from './platform/auth/session';
import { supportReadOnly } from './platform/access/support-read-only';
import { workspaceSupportRouter } from './modules/workspace-support';
import { stripSessionTokens } from './platform/auth/strip-session-tokens';
import { AppError } from './platform/errors';
import type { Logger } from './platform/logger';
import { BODY_METHODS, inputHygiene } from './platform/input-hygiene';
import { apiNotFound, onError } from './platform/on-error';
import { createRouter, PUBLIC_API_PREFIX, registerOpenApiDocuments } from './platform/openapi';
import { corsAllowList } from './platform/cors-allow-list';
import { allowedOrigins, originGuard } from './platform/origin-guard';
import { requestId } from './platform/request-id';
import { clientMeta } from './platform/audit/client-meta';
import { requestLog } from './platform/request-log';
import { securityHeaders } from './platform/security-headers';
import { spaRouter } from './platform/spa/spa';
import type { Pingable } from './modules/health';

export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../web/dist/', import.meta.url));
export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppDeps {
  config: Pick<Config, 'appUrl' | 'nodeEnv'>;
  logger: Logger;
  pool: Pingable;
  /** Directory of the built SPA; null serves the API only. */
  webRoot?: string | null;
  /** Sign-up, sign-in, sessions and /api/me; absent in tests that need no database. */
  services?: AppServices;
  /** Contact form delivery (SUPPORT_EMAIL, Slack); defaults when absent. */
  contact?: ContactOptions;
  /** The AI scoping assistant: the LLM settings (null = built-in engine only), or an engine and rate limit (tests). */
  ai?: { llm?: LlmConfig | null; engine?: ScopeEngine; rateLimit?: RateRule };
  /** Failed sign-in limits: SIGN_IN_LIMITS on the real clock unless a test says otherwise. */
  signInLimits?: SignInLimitOptions;
  /** Requests per API key per window (the public API); API_KEY_RATE_RULE unless a test says otherwise. */
  apiKeyRateRule?: RateRule;
  /** PSA connections: the credentials keyring and outbound allow-list; connecting a PSA answers 503 without it. */
  integrations?: ConnectionConfig;
  /** This process's webhook dispatcher (server.ts); the webhook routes make a send-only one when absent. */
  webhooks?: WebhookDispatcher;
  /** Which email providers may post delivery events (ADR 0055); none when absent. */
  emailEvents?: EmailEventsOptions;
  /** The payment provider: Stripe when configured (ADR 0057), else the free manual provider. */
  billing?: BillingOptions;
  /** Super admin → Validation and → Debug: the job queue, its queue names and the configuration to show masked. */
  platformHealth?: PlatformHealthOptions;
}

export type App = ReturnType<typeof createApp>;

export function createApp(deps: AppDeps) {
  const { config, logger, pool, webRoot = DEFAULT_WEB_ROOT, services, contact, ai } = deps;
  const origins = allowedOrigins(config);
  const app = createRouter();

  app.use(requestId());
  app.use(requestLog(logger));
  app.use('/api/*', clientMeta(services?.config.trustProxy ?? false));
  app.use(securityHeaders({ hsts: config.appUrl.startsWith('https:') }));
  app.use('/api/*', corsAllowList(origins));
  const isPublicApi = (path: string) => path.startsWith(PUBLIC_API_PREFIX);
  // One-click unsubscribe (RFC 8058) is posted by mail systems as a form with no Origin: its signed token is the authority.
  const guardOrigin = originGuard(origins, isPublicApi);
  // Provider email events come from the providers' servers, authenticated by signature or credentials (ADR 0055).
  const isServerPost = (path: string) =>
    path === UNSUBSCRIBE_PATH || path === STRIPE_WEBHOOK_PATH || path.startsWith(`${EMAIL_EVENTS_PATH}/`);
  app.use('/api/*', (c, next) => (isServerPost(c.req.path) ? next() : guardOrigin(c, next)));
  const limitTo = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError('PAYLOAD_TOO_LARGE');
      },
    });
  const limitBody = limitTo(MAX_BODY_BYTES);
  // Image uploads (base64 JSON), the client CSV import (up to 2,000 rows) and the quote autosave (up to 500
  // lines) allow more than the default.
  const uploadLimits = new Map([
    [AVATAR_UPLOAD_PATH, limitTo(AVATAR_UPLOAD_MAX_BODY_BYTES)],
    [BRANDING_LOGO_PATH, limitTo(LOGO_UPLOAD_MAX_BODY_BYTES)],
    [CLIENT_IMPORT_PATH, limitTo(CLIENT_IMPORT_MAX_BODY_BYTES)],
  ]);
  const limitQuoteDraft = limitTo(QUOTE_DRAFT_MAX_BODY_BYTES);
  const limitFor = (path: string) =>
    uploadLimits.get(path) ?? (QUOTE_DRAFT_PATH_PATTERN.test(path) ? limitQuoteDraft : limitBody);
  // Reading the body stream materialises a full Request in @hono/node-server: skip it for GET/HEAD/OPTIONS.
  app.use('/api/*', (c, next) => (BODY_METHODS.has(c.req.method) ? limitFor(c.req.path)(c, next) : next()));
  app.use('/api/*', inputHygiene());
  // Every redirect target sent to Better Auth obeys the redirect-target rule, or the request is a 400 (ADR 0029).
  app.use(`${AUTH_BASE_PATH}/*`, authRedirectGuard(config.appUrl));

  if (services) {
    // Better Auth behind our CORS, Origin/JSON and body-limit walls; it checks Origin again itself.
    const device = { secret: services.config.sessionSecret, secure: config.appUrl.startsWith('https:') };
    app.use(
      `${AUTH_BASE_PATH}/sign-in/email`,
      signInLimits(services.database, { ...deps.signInLimits, trustProxy: services.config.trustProxy, device }),
    );
    app.use(`${AUTH_BASE_PATH}/*`, stripSessionTokens);
    app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, (c) =>
      withRetryAfter(
        withConnectionErrorsAs503(() =>
          services.auth.handler(withClientIp(c.req.raw, clientIp(c, services.config.trustProxy))),
        ),
      ),
    );
    const sessionOf = loadSession({
      auth: services.auth,
      sessions: services.sessions,
      sessionSecret: services.config.sessionSecret,
      superAdminEmailDomains: services.config.superAdminEmailDomains,
    });
    // The public API knows API keys only; the app's routes know sessions only.
    const keyOf = apiKeyAuth({ database: services.database, lookup: services.apiKeys, rateRule: deps.apiKeyRateRule });
    app.use('/api/*', (c, next) => (isPublicApi(c.req.path) ? keyOf(c, next) : sessionOf(c, next)));
    // A super admin viewing a workspace as support writes nothing there until act mode (modules/workspace-support).
    app.use('/api/*', supportReadOnly());
    // Idempotency-Key keeps first answers sealed with the integrations keyring; a server without one has no v1 POST
    // repeats to answer from (every deployment has one: ADR 0049).
    if (deps.integrations?.keyring) {
      app.use(`${PUBLIC_API_PREFIX}*`, idempotency(services.database, deps.integrations.keyring));
    }
    app.use(`${PUBLIC_QUOTE_PATH}/*`, ...publicQuoteResponses);
    const scopeEngine = ai?.engine ?? createScopeEngine(ai?.llm ?? null);
    const webhookOptions = { config: deps.integrations, dispatcher: deps.webhooks, logger };
    const moduleRouters = [
      authRouter(services),
      meRouter(services),
      profileRouter(services),
      oauthFinishRouter(services),
      contactRouter(services, logger, contact),
      teamRouter(services),
      invitationsRouter(services, logger),
      settingsRouter(services),
      brandingRouter(services),
      rateCardRouter(services),
      billingRouter(services, deps.billing),
      clientsRouter(services),
      quotesRouter(services),
      quoteDocumentsRouter(services),
      publicQuotesRouter(services),
      publicAcceptanceRouter(services),
      quoteSendingRouter(services),
      quoteAcceptanceRouter(services),
      dashboardRouter(services),
      firstRunRouter(services),
      searchRouter(services),
      serviceLibraryRouter(services),
      templatesRouter(services),
      emailTemplatesRouter(services),
      opportunityAnalyticsRouter(services), // before opportunitiesRouter: /analytics is not an {id}
      opportunitiesRouter(services),
      integrationsSyncRouter(services),
      integrationConnectionsRouter(services, deps.integrations),
      webhooksRouter(services, webhookOptions),
      aiRouter(services, { engine: scopeEngine, rateLimit: ai?.rateLimit }),
      apiKeysRouter(services),
      emailLogsRouter(services),
      platformWorkspacesRouter(services), // before any /api/platform/workspaces/{id}: /export is not an {id}
      workspaceSupportRouter(services),
      auditLogRouter(services),
      versionControlRouter(services),
      emailPreferencesRouter(services),
      emailEventsRouter(services, deps.emailEvents),
      emailSuppressionsRouter(services),
      platformHealthRouter(services, deps.platformHealth),
      publicApiRouter(services, { engine: scopeEngine, aiRateLimit: ai?.rateLimit, webhooks: webhookOptions }),
    ];
    for (const router of moduleRouters) app.route('/', router);
  }
  app.route('/', healthRouter({ pool }));
  registerOpenApiDocuments(app);
  app.route('/', apiDocsRouter());
  if (webRoot !== null) {
    const visitorOf = services
      ? pageVisitor({ sessions: services.sessions, sessionSecret: services.config.sessionSecret })
      : async () => 'signed-out' as const;
    app.route('/', spaRouter({ webRoot, appUrl: config.appUrl, visitorOf }));
  }

  app.notFound(apiNotFound);
  app.onError(onError(logger));
  return app;
}
