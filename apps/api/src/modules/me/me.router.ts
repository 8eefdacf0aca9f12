import { useCaseContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { Identity } from '../auth/identity';
import { getMe } from './get-me';
import { meRoute } from './me.routes';

export function meRouter(identity: Identity) {
  return createRouter().openapi(meRoute, async (c) => {
    const me = await getMe(useCaseContext(c, identity.database));
    c.header('Cache-Control', 'no-store');
    return c.json(me, 200);
  });
}
