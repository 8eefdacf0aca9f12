import { requireSignedIn } from '../../platform/auth/session';
import { createRouter } from '../../platform/openapi';
import type { Identity } from '../auth/identity';
import { getMe } from './get-me';
import { meRoute } from './me.routes';

export function meRouter(identity: Identity) {
  return createRouter().openapi(meRoute, async (c) => {
    const signedIn = requireSignedIn(c.get('signedIn'));
    const me = await getMe(identity.database, signedIn, identity.config.superAdminEmailDomains);
    c.header('Cache-Control', 'no-store');
    return c.json(me, 200);
  });
}
