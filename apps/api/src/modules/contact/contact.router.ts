import { CONTACT_COPY, SUPPORT_EMAIL } from '@scopewright/domain';
import { createMiddleware } from 'hono/factory';
import { clientIp } from '../../platform/auth/client-ip';
import { consumeRateLimit } from '../../platform/auth/rate-limit';
import type { AppEnv } from '../../platform/context';
import type { Logger } from '../../platform/logger';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { contactRoute } from './contact.routes';
import type { NotifyContact } from './post-to-slack';
import { sendContactMessage, type ContactDeps } from './send-contact-message';
import { CONTACT_ATTEMPT_LIMIT } from './contact-rate-limits';

export interface ContactOptions {
  /** SUPPORT_EMAIL; support@scopewright.app by default. */
  supportEmail?: string;
  /** Set when SLACK_WEBHOOK_URL is configured. */
  notify?: NotifyContact | null;
}

export function contactRouter(
  services: Pick<AppServices, 'database' | 'mail' | 'config'>,
  logger: Logger,
  options: ContactOptions = {},
) {
  const deps: ContactDeps = {
    database: services.database,
    mail: services.mail,
    logger,
    supportEmail: options.supportEmail ?? SUPPORT_EMAIL,
    notify: options.notify ?? null,
  };
  const ipOf = (c: Parameters<typeof clientIp>[0]) => clientIp(c, services.config.trustProxy);

  const countAttempt = createMiddleware<AppEnv>(async (c, next) => {
    await consumeRateLimit(deps.database.db, `contact|${ipOf(c)}`, CONTACT_ATTEMPT_LIMIT, {
      message: CONTACT_COPY.rateLimited,
    });
    await next();
  });

  const router = createRouter();
  router.post(contactRoute.path, countAttempt);
  return router.openapi(contactRoute, async (c) => {
    const sender = { clientIp: ipOf(c), userAgent: c.req.header('user-agent') ?? null };
    await sendContactMessage(deps, c.req.valid('json'), sender);
    return c.json({ success: true as const, message: CONTACT_COPY.sent }, 201);
  });
}
