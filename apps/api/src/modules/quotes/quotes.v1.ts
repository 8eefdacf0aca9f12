import type { Context } from 'hono';
import { publicRoute } from '../../platform/access/public-route';
import { tenantContext } from '../../platform/access/use-case-context';
import type { AppEnv } from '../../platform/context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { createQuote } from './create-quote';
import { deleteQuote } from './delete-quote';
import { getQuote } from './get-quote';
import { getQuoteVersion } from './get-quote-version';
import { listQuoteActivity } from './list-quote-activity';
import { listQuoteVersions } from './list-quote-versions';
import { listQuotes } from './list-quotes';
import { patchQuoteDraft } from './patch-quote-draft';
import * as versions from './quote-versions.routes';
import * as app from './quotes.routes';
import { reviseQuote } from './revise-quote';
import { saveQuoteDraft } from './save-quote-draft';

export const v1QuoteRoutes = {
  list: publicRoute(app.listQuotesRoute, 'quotes:read'),
  create: publicRoute(app.createQuoteRoute, 'quotes:write', {
    summary:
      'Creates a blank quote, or one with the content you give (sections and lines), for a client of the ' +
      'workspace: the next number, v1 as a draft, totals by the pricing engine. To have the scoping engine write ' +
      'the scope, use POST /api/v1/quotes/from-description; to start from a template, POST ' +
      '/api/v1/templates/{id}/quotes.',
  }),
  get: publicRoute(app.getQuoteRoute, 'quotes:read'),
  saveDraft: publicRoute(app.saveQuoteDraftRoute, 'quotes:write'),
  patchDraft: publicRoute(app.patchQuoteDraftRoute, 'quotes:write'),
  delete: publicRoute(app.deleteQuoteRoute, 'quotes:write'),
  revise: publicRoute(versions.reviseQuoteRoute, 'quotes:write'),
  listVersions: publicRoute(versions.listQuoteVersionsRoute, 'quotes:read'),
  getVersion: publicRoute(versions.getQuoteVersionRoute, 'quotes:read'),
  activity: publicRoute(versions.listQuoteActivityRoute, 'quotes:read'),
};

/** /api/v1/quotes: the quote list, the quote with its versions and totals, the draft's saves, through the app's use cases. */
export function v1QuotesRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Context<AppEnv>) => tenantContext(c, services.database);
  const r = v1QuoteRoutes;
  return createRouter()
    .openapi(r.list, async (c) => c.json(await listQuotes(ctx(c), c.req.valid('query')), 200))
    .openapi(r.create, async (c) => c.json(await createQuote(ctx(c), c.req.valid('json')), 201))
    .openapi(r.get, async (c) => c.json(await getQuote(ctx(c), c.req.valid('param')), 200))
    .openapi(r.saveDraft, async (c) =>
      c.json(await saveQuoteDraft(ctx(c), { ...c.req.valid('param'), ...c.req.valid('json') }), 200),
    )
    .openapi(r.patchDraft, async (c) =>
      c.json(await patchQuoteDraft(ctx(c), { ...c.req.valid('param'), ...c.req.valid('json') }), 200),
    )
    .openapi(r.delete, async (c) => {
      await deleteQuote(ctx(c), c.req.valid('param'));
      return c.body(null, 204);
    })
    .openapi(r.revise, async (c) => c.json(await reviseQuote(ctx(c), c.req.valid('param')), 201))
    .openapi(r.listVersions, async (c) => c.json(await listQuoteVersions(ctx(c), c.req.valid('param')), 200))
    .openapi(r.getVersion, async (c) => c.json(await getQuoteVersion(ctx(c), c.req.valid('param')), 200))
    .openapi(r.activity, async (c) => c.json(await listQuoteActivity(ctx(c), c.req.valid('param')), 200));
}
