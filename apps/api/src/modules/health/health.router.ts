import { createRouter } from '../../platform/openapi';
import { checkDatabase, type Pingable } from './check-database';
import { healthRoute, readyRoute } from './health.routes';

export function healthRouter({ pool }: { pool: Pingable }) {
  return createRouter()
    .openapi(healthRoute, (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(readyRoute, async (c) => {
      await checkDatabase(pool);
      return c.json({ status: 'ready' as const, database: 'up' as const }, 200);
    });
}
