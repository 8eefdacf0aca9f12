import { personId } from '../../platform/access/actor';
import { AUTH_COPY } from '@scopewright/domain';
import { useCaseContext } from '../../platform/access/use-case-context';
import { SESSION_COOKIE_NAME } from '../../platform/auth/session';
import { errorBody } from '../../platform/errors';
import { createRouter } from '../../platform/openapi';
import { finishOAuthSignUp } from './finish-oauth-sign-up';
import type { AppServices } from '../../platform/services';
import { oauthFinishRoute } from './oauth-finish.routes';

export function oauthFinishRouter(services: AppServices) {
  const secure = services.config.appUrl.startsWith('https:');
  const expiredSession = `${secure ? '__Secure-' : ''}${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return createRouter().openapi(oauthFinishRoute, async (c) => {
    const { actor } = useCaseContext(c, services.database);
    const { database, mail, config } = services;
    const deps = { database, mail, appUrl: config.appUrl, sessionSecret: config.sessionSecret };
    const outcome = await finishOAuthSignUp(deps, personId(actor));
    c.header('Cache-Control', 'no-store');
    if (outcome === 'refused-public-email') {
      c.header('Set-Cookie', expiredSession);
      return c.json(errorBody('VALIDATION', AUTH_COPY.signupPublicEmail, c.get('requestId')), 422);
    }
    if (outcome === 'verification-sent') c.header('Set-Cookie', expiredSession);
    return c.json({ success: true as const, outcome }, 200);
  });
}
