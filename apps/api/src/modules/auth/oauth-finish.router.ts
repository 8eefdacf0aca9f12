import { AUTH_COPY } from '@scopewright/domain';
import { useCaseContext } from '../../platform/access/use-case-context';
import { SESSION_COOKIE_NAME } from '../../platform/auth/session';
import { errorBody } from '../../platform/errors';
import { createRouter } from '../../platform/openapi';
import { finishOAuthSignUp } from './finish-oauth-sign-up';
import type { Identity } from './identity';
import { oauthFinishRoute } from './oauth-finish.routes';

export function oauthFinishRouter(identity: Identity) {
  const secure = identity.config.appUrl.startsWith('https:');
  const expiredSession = `${secure ? '__Secure-' : ''}${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return createRouter().openapi(oauthFinishRoute, async (c) => {
    const { actor } = useCaseContext(c, identity.database);
    const { database, mail, config } = identity;
    const deps = { database, mail, appUrl: config.appUrl, sessionSecret: config.sessionSecret };
    const outcome = await finishOAuthSignUp(deps, actor.userId);
    c.header('Cache-Control', 'no-store');
    if (outcome === 'refused-public-email') {
      c.header('Set-Cookie', expiredSession);
      return c.json(errorBody('VALIDATION', AUTH_COPY.signupPublicEmail, c.get('requestId')), 422);
    }
    if (outcome === 'verification-sent') c.header('Set-Cookie', expiredSession);
    return c.json({ success: true as const, outcome }, 200);
  });
}
