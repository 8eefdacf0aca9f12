import type { Context } from 'hono';
import { publicRoute } from '../../platform/access/public-route';
import type { AppEnv } from '../../platform/context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { getTemplate } from './get-template';
import { listTemplates } from './list-templates';
import { startQuoteFromTemplate } from './start-quote-from-template';
import { tenantContext } from '../../platform/access/use-case-context';
import { templatesContext } from './template-owner';
import * as app from './templates.routes';

export const v1TemplateRoutes = {
  list: publicRoute(app.listTemplatesRoute, 'templates:read', {
    summary:
      'One page of the workspace’s templates and the published global ones, filtered and sorted, keyset ' +
      'pagination (`nextCursor`), with the total and the categories in use.',
  }),
  get: publicRoute(app.getTemplateRoute, 'templates:read'),
  startQuote: publicRoute(app.startQuoteFromTemplateRoute, 'quotes:write', {
    summary:
      'A new quote (v1 draft) for a client from the template, with its variables set (`values`, e.g. ' +
      '`{ "users": 45 }`): a snapshot priced at your rates, counted as a use of the template.',
  }),
};

/** /api/v1/templates: the template library, read only, through the app's own use cases. */
export function v1TemplatesRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Context<AppEnv>) => templatesContext(c, services.database);
  const r = v1TemplateRoutes;
  return createRouter()
    .openapi(r.list, async (c) => c.json(await listTemplates(ctx(c), c.req.valid('query')), 200))
    .openapi(r.get, async (c) => c.json(await getTemplate(ctx(c), c.req.valid('param').id), 200))
    .openapi(r.startQuote, async (c) =>
      c.json(
        await startQuoteFromTemplate(tenantContext(c, services.database), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
    );
}
