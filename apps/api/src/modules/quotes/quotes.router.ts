import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { compareQuoteVersions } from './compare-quote-versions';
import { createQuote } from './create-quote';
import { deleteQuote } from './delete-quote';
import { duplicateQuote } from './duplicate-quote';
import { getQuote } from './get-quote';
import { getQuoteVersion } from './get-quote-version';
import { listQuoteActivity } from './list-quote-activity';
import { listQuoteVersions } from './list-quote-versions';
import { listQuotes } from './list-quotes';
import {
  compareQuoteVersionsRoute,
  getQuoteVersionRoute,
  listQuoteActivityRoute,
  listQuoteVersionsRoute,
  restoreQuoteVersionRoute,
  reviseQuoteRoute,
} from './quote-versions.routes';
import {
  archiveQuotesRoute,
  createQuoteRoute,
  deleteQuoteRoute,
  duplicateQuoteRoute,
  getQuoteRoute,
  listQuotesRoute,
  saveQuoteDraftRoute,
  patchQuoteDraftRoute,
  unarchiveQuotesRoute,
} from './quotes.routes';
import { restoreQuoteVersion } from './restore-quote-version';
import { reviseQuote } from './revise-quote';
import { saveQuoteDraft } from './save-quote-draft';
import { patchQuoteDraft } from './patch-quote-draft';
import { setQuotesArchived } from './set-quotes-archived';

export function quotesRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Parameters<typeof tenantContext>[0]) => tenantContext(c, services.database);
  return createRouter()
    .openapi(listQuotesRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listQuotes(ctx(c), c.req.valid('query')), 200);
    })
    .openapi(createQuoteRoute, async (c) => c.json(await createQuote(ctx(c), c.req.valid('json')), 201))
    .openapi(archiveQuotesRoute, async (c) => c.json(await setQuotesArchived(ctx(c), c.req.valid('json'), true), 200))
    .openapi(unarchiveQuotesRoute, async (c) =>
      c.json(await setQuotesArchived(ctx(c), c.req.valid('json'), false), 200),
    )
    .openapi(getQuoteRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getQuote(ctx(c), c.req.valid('param')), 200);
    })
    .openapi(saveQuoteDraftRoute, async (c) =>
      c.json(await saveQuoteDraft(ctx(c), { ...c.req.valid('param'), ...c.req.valid('json') }), 200),
    )
    .openapi(patchQuoteDraftRoute, async (c) =>
      c.json(await patchQuoteDraft(ctx(c), { ...c.req.valid('param'), ...c.req.valid('json') }), 200),
    )
    .openapi(duplicateQuoteRoute, async (c) => c.json(await duplicateQuote(ctx(c), c.req.valid('param')), 201))
    .openapi(deleteQuoteRoute, async (c) => {
      await deleteQuote(ctx(c), c.req.valid('param'));
      return c.body(null, 204);
    })
    .openapi(reviseQuoteRoute, async (c) => c.json(await reviseQuote(ctx(c), c.req.valid('param')), 201))
    .openapi(listQuoteVersionsRoute, async (c) => c.json(await listQuoteVersions(ctx(c), c.req.valid('param')), 200))
    .openapi(getQuoteVersionRoute, async (c) => c.json(await getQuoteVersion(ctx(c), c.req.valid('param')), 200))
    .openapi(compareQuoteVersionsRoute, async (c) =>
      c.json(await compareQuoteVersions(ctx(c), { ...c.req.valid('param'), ...c.req.valid('query') }), 200),
    )
    .openapi(restoreQuoteVersionRoute, async (c) =>
      c.json(await restoreQuoteVersion(ctx(c), c.req.valid('param')), 201),
    )
    .openapi(listQuoteActivityRoute, async (c) => c.json(await listQuoteActivity(ctx(c), c.req.valid('param')), 200));
}
