import type { Context } from 'hono';
import { publicRoute } from '../../platform/access/public-route';
import { tenantContext } from '../../platform/access/use-case-context';
import type { AppEnv } from '../../platform/context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { createShareLink } from './create-share-link';
import { listShareLinks } from './list-share-links';
import * as app from './quote-sending.routes';
import { resendQuote } from './resend-quote';
import { revokeShareLinks } from './revoke-share-links';
import { sendQuote } from './send-quote';
import type { SendingContext } from './sending-context';

export const v1QuoteSendingRoutes = {
  send: publicRoute(app.sendQuoteRoute, 'quotes:write'),
  resend: publicRoute(app.resendQuoteRoute, 'quotes:write'),
  createLink: publicRoute(app.createShareLinkRoute, 'quotes:write'),
  listLinks: publicRoute(app.listShareLinksRoute, 'quotes:read'),
  revokeLinks: publicRoute(app.revokeShareLinksRoute, 'quotes:write'),
};

/** /api/v1/quotes/{id}/send, resend and the client links, through the app's use cases. */
export function v1QuoteSendingRouter(services: Pick<AppServices, 'database' | 'mail' | 'config'>) {
  const ctx = (c: Context<AppEnv>) => tenantContext(c, services.database);
  const sending = (c: Context<AppEnv>): SendingContext => ({
    ...ctx(c),
    mail: services.mail,
    appUrl: services.config.appUrl,
  });
  const r = v1QuoteSendingRoutes;
  return createRouter()
    .openapi(r.send, async (c) =>
      c.json(await sendQuote(sending(c), { ...c.req.valid('param'), ...c.req.valid('json') }), 200),
    )
    .openapi(r.resend, async (c) =>
      c.json(await resendQuote(sending(c), { ...c.req.valid('param'), ...c.req.valid('json') }), 200),
    )
    .openapi(r.createLink, async (c) => c.json(await createShareLink(sending(c), c.req.valid('param')), 201))
    .openapi(r.listLinks, async (c) => c.json(await listShareLinks(ctx(c), c.req.valid('param')), 200))
    .openapi(r.revokeLinks, async (c) => c.json(await revokeShareLinks(ctx(c), c.req.valid('param')), 200));
}
