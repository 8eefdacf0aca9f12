import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { clientIp } from '../../platform/auth/client-ip';
import type { AppEnv } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { createRouter } from '../../platform/openapi';
import { createOutboundTransport } from '../../platform/outbound/outbound-transport';
import type { AppServices } from '../../platform/services';
import { EMAIL_EVENTS_RATE_RULE, type EmailEventsOptions } from './email-events-options';
import * as routes from './email-events.routes';
import { receivePostmarkEvent } from './receive-postmark-event';
import { receiveSendgridEvents } from './receive-sendgrid-events';
import { receiveSesMessage } from './receive-ses-message';
import { createSnsVerifier } from './verify-sns-message';
import {
  parseSendgridPublicKey,
  SENDGRID_SIGNATURE_HEADER,
  SENDGRID_TIMESTAMP_HEADER,
} from './verify-sendgrid-signature';

const CERTIFICATE_FETCH = { timeoutMs: 5_000, maxResponseBytes: 64 * 1024 };

/**
 * The providers' event webhooks: public routes (no session), each authenticated its provider's way and limited per
 * source address (counted first, in the request's transaction). A provider that is not configured answers 404.
 */
export function emailEventsRouter(
  services: Pick<AppServices, 'database' | 'config'>,
  options: EmailEventsOptions = {},
) {
  const { database } = services;
  const rateRule = options.rateRule ?? EMAIL_EVENTS_RATE_RULE;
  const sendgridKey = options.sendgrid ? parseSendgridPublicKey(options.sendgrid.publicKey) : null;
  const ses = options.ses?.topicArns.length ? options.ses : null;
  const sesTransport =
    ses?.transport ?? createOutboundTransport({ ...CERTIFICATE_FETCH, allowList: ses?.allowList ?? [] });
  const snsVerifier = createSnsVerifier({ transport: sesTransport, allowList: ses?.allowList, now: options.now });
  const topicArns = new Set(ses?.topicArns ?? []);

  const gate = (name: string, configured: boolean) =>
    createMiddleware<AppEnv>(async (_c, next) => {
      if (!configured) throw new AppError('NOT_FOUND', `${name} events are not configured on this server.`);
      await next();
    });
  // The source address is counted in the request's own transaction, before its credentials are looked at.
  const sourceOf = (c: Context<AppEnv>) => ({
    key: `email-events|${clientIp(c, services.config.trustProxy)}`,
    rule: rateRule,
    now: options.now?.(),
  });

  const router = createRouter();
  router.post(routes.postmarkEventRoute.path, gate('Postmark', Boolean(options.postmark)));
  router.post(routes.sesEventRoute.path, gate('Amazon SES', ses !== null));
  router.post(routes.sendgridEventRoute.path, gate('SendGrid', sendgridKey !== null));
  return router
    .openapi(routes.postmarkEventRoute, async (c) => {
      const request = { authorization: c.req.header('authorization'), rawBody: await c.req.text() };
      const deps = { database, credentials: options.postmark! };
      return c.json(await receivePostmarkEvent(deps, sourceOf(c), request), 200);
    })
    .openapi(routes.sesEventRoute, async (c) => {
      const deps = { database, verifier: snsVerifier, transport: sesTransport, topicArns, logger: c.get('logger') };
      return c.json(await receiveSesMessage(deps, sourceOf(c), await c.req.text()), 200);
    })
    .openapi(routes.sendgridEventRoute, async (c) => {
      const request = {
        signature: c.req.header(SENDGRID_SIGNATURE_HEADER),
        timestamp: c.req.header(SENDGRID_TIMESTAMP_HEADER),
        rawBody: await c.req.text(),
      };
      const deps = { database, publicKey: sendgridKey!, now: options.now };
      return c.json(await receiveSendgridEvents(deps, sourceOf(c), request), 200);
    });
}
