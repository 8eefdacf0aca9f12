import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context';
import { errorBody, validationError, type AppError } from '../../platform/errors';
import { createRouter } from '../../platform/openapi';
import { toAppError } from '../../platform/on-error';
import { clientIp } from '../../platform/auth/client-ip';
import { consumeRateLimit } from '../../platform/auth/rate-limit';
import type { AppServices } from '../../platform/services';
import { isResetTokenValid } from './reset-token';
import { oauthProvidersRoute, signupRoute, validateResetTokenRoute } from './auth.routes';
import { SIGNUP_SUCCESS_MESSAGE, signUp } from './signup';
import { RESET_TOKEN_CHECK_RATE_LIMIT, SIGNUP_RATE_LIMIT } from './auth-rate-limits';

/** The spec's client reads `success` and `error`: failures carry our one error body beside `success: false`. */
function signupFailure(c: Context<AppEnv>, err: unknown) {
  const error = toAppError(err);
  if (error.status >= 500) throw err;
  const body = errorBody(error.code, error.message, c.get('requestId'), error.details);
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json({ success: false as const, ...body }, error.status as 400 | 422 | 429);
}

/** The spec's form shows one message: the first problem's, verbatim (docs/product-rules.md#validation-texts). */
function firstIssueError(issues: Parameters<typeof validationError>[0]): AppError {
  return validationError(issues, undefined, issues[0]?.message);
}

export function authRouter(services: AppServices) {
  const ipOf = (c: Context<AppEnv>) => clientIp(c, services.config.trustProxy);
  const router = createRouter();
  // Before the body is validated: every attempt counts against the limit, valid or not.
  router.use(signupRoute.path, async (c, next) => {
    if (c.req.method !== 'POST') return next();
    try {
      await consumeRateLimit(services.database.db, `signup|${ipOf(c)}`, SIGNUP_RATE_LIMIT);
    } catch (err) {
      return signupFailure(c, err);
    }
    await next();
  });
  return router
    .openapi(
      signupRoute,
      async (c) => {
        try {
          await signUp(services.signupDeps, c.req.valid('json'));
          return c.json({ success: true as const, message: SIGNUP_SUCCESS_MESSAGE }, 200);
        } catch (err) {
          return signupFailure(c, err);
        }
      },
      (result, c) => (result.success ? undefined : signupFailure(c, firstIssueError(result.error.issues))),
    )
    .openapi(oauthProvidersRoute, (c) => {
      const providers = services.oauthProviders.filter((p) => p === 'google' || p === 'microsoft');
      return c.json({ providers }, 200);
    })
    .openapi(validateResetTokenRoute, async (c) => {
      const { token } = c.req.valid('json');
      await consumeRateLimit(services.database.db, `reset-token-check|${ipOf(c)}`, RESET_TOKEN_CHECK_RATE_LIMIT);
      return c.json({ valid: await isResetTokenValid(services.auth, token) }, 200);
    });
}
