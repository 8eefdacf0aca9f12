import type { Context } from 'hono';
import { tenantContext } from '../../platform/access/use-case-context';
import type { AppEnv } from '../../platform/context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { createShareLink } from './create-share-link';
import { getSendDraft } from './get-send-draft';
import { listShareLinks } from './list-share-links';
import {
  createShareLinkRoute,
  getSendDraftRoute,
  listShareLinksRoute,
  resendQuoteRoute,
  revokeShareLinksRoute,
  sendQuoteRoute,
} from './quote-sending.routes';
import { resendQuote } from './resend-quote';
import { revokeShareLinks } from './revoke-share-links';
import { sendQuote } from './send-quote';
import type { SendingContext } from './sending-context';

export function quoteSendingRouter(services: Pick<AppServices, 'database' | 'mail' | 'config'>) {
  const ctx = (c: Context<AppEnv>) => tenantContext(c, services.database);
  const sending = (c: Context<AppEnv>): SendingContext => ({
    ...ctx(c),
    mail: services.mail,
    appUrl: services.config.appUrl,
  });
  return createRouter()
    .openapi(getSendDraftRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getSendDraft(sending(c), c.req.valid('param')), 200);
    })
    .openapi(sendQuoteRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await sendQuote(sending(c), { ...c.req.valid('param'), ...c.req.valid('json') }), 200);
    })
    .openapi(resendQuoteRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await resendQuote(sending(c), { ...c.req.valid('param'), ...c.req.valid('json') }), 200);
    })
    .openapi(createShareLinkRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await createShareLink(sending(c), c.req.valid('param')), 201);
    })
    .openapi(listShareLinksRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listShareLinks(ctx(c), c.req.valid('param')), 200);
    })
    .openapi(revokeShareLinksRoute, async (c) => c.json(await revokeShareLinks(ctx(c), c.req.valid('param')), 200));
}
