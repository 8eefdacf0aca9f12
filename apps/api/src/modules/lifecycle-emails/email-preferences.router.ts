import { createMiddleware } from 'hono/factory';
import { clientIp } from '../../platform/auth/client-ip';
import { consumeRateLimit, type RateRule } from '../../platform/auth/rate-limit';
import type { AppEnv } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { unsubscribePageRoute, unsubscribeRoute } from './email-preferences.routes';
import { getUnsubscribeTarget, type UnsubscribeDeps } from './get-unsubscribe-target';
import { unsubscribeEmailPreference } from './unsubscribe-email-preference';
import { renderUnsubscribePage, type UnsubscribePageState } from './unsubscribe-page';
import { UNSUBSCRIBE_PATH } from './unsubscribe-token';

/** Per client address, GET and POST together: generous, as a mail provider posts for many people from few addresses. */
export const UNSUBSCRIBE_RATE_LIMIT: RateRule = { windowSeconds: 60, max: 30 };

const wantsHtml = (accept: string | undefined) => /\btext\/html\b/i.test(accept ?? '');

export function emailPreferencesRouter(services: Pick<AppServices, 'database' | 'config'>) {
  const deps: UnsubscribeDeps = { database: services.database, secret: services.config.sessionSecret };
  const { appUrl } = services.config;

  const limit = createMiddleware<AppEnv>(async (c, next) => {
    await consumeRateLimit(
      services.database.db,
      `unsubscribe|${clientIp(c, services.config.trustProxy)}`,
      UNSUBSCRIBE_RATE_LIMIT,
    );
    await next();
    // The token is a capability: never cached or indexed (the page also sends no referrer).
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex, nofollow');
  });

  const page = (state: UnsubscribePageState) => renderUnsubscribePage(state, appUrl);
  const failedPage = (err: unknown) => {
    if (!(err instanceof AppError) || (err.status !== 404 && err.status !== 422)) throw err;
    return { html: page({ kind: 'invalid', message: err.message }), status: err.status as 404 | 422 };
  };

  const router = createRouter();
  router.use(UNSUBSCRIBE_PATH, limit);
  return router
    .openapi(unsubscribePageRoute, async (c) => {
      const { token } = c.req.valid('query');
      try {
        const target = await getUnsubscribeTarget(deps, token);
        const actionUrl = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token ?? '')}`;
        return c.html(page({ kind: 'confirm', ...target, actionUrl }), 200);
      } catch (err) {
        const failed = failedPage(err);
        return c.html(failed.html, failed.status);
      }
    })
    .openapi(unsubscribeRoute, async (c) => {
      const { token } = c.req.valid('query');
      if (!wantsHtml(c.req.header('accept'))) return c.json(await unsubscribeEmailPreference(deps, token), 200);
      try {
        const result = await unsubscribeEmailPreference(deps, token);
        return c.html(page({ kind: 'done', message: result.message }), 200);
      } catch (err) {
        const failed = failedPage(err);
        return c.html(failed.html, failed.status);
      }
    });
}
