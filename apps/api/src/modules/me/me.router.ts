import { useCaseContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { getMe } from './get-me';
import { meRoute } from './me.routes';

export function meRouter(services: AppServices) {
  return createRouter().openapi(meRoute, async (c) => {
    const me = await getMe(useCaseContext(c, services.database));
    c.header('Cache-Control', 'no-store');
    return c.json(me, 200);
  });
}
