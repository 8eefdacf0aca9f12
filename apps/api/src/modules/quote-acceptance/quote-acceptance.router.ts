import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { getAcceptanceSignature } from './get-acceptance-signature';
import { getQuoteOutcome } from './get-quote-outcome';
import { getAcceptanceSignatureRoute, getQuoteOutcomeRoute } from './quote-acceptance.routes';

/** The MSP's side of the client's answer: the acceptance (or decline) record and the drawn signature. */
export function quoteAcceptanceRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Parameters<typeof tenantContext>[0]) => tenantContext(c, services.database);
  return createRouter()
    .openapi(getQuoteOutcomeRoute, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(await getQuoteOutcome(ctx(c), { ...c.req.valid('param'), ...c.req.valid('query') }), 200);
    })
    .openapi(getAcceptanceSignatureRoute, async (c) => {
      const png = await getAcceptanceSignature(ctx(c), { ...c.req.valid('param'), ...c.req.valid('query') });
      return c.body(new Uint8Array(png), 200, {
        'Content-Type': 'image/png',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    });
}
