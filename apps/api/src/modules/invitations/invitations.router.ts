import { AUTH_COPY } from '@scopewright/domain';
import type { Context } from 'hono';
import { tenantContext, useCaseContext } from '../../platform/access/use-case-context';
import { clientIp } from '../../platform/auth/client-ip';
import { consumeRateLimit } from '../../platform/auth/rate-limit';
import type { AppEnv } from '../../platform/context';
import { validationError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { acceptInvitation, type AcceptInvitationContext } from './accept-invitation';
import { acceptInvitationWithOAuth } from './accept-invitation-oauth';
import { createInvitation } from './create-invitation';
import type { InvitationAdminContext } from './invitation-context';
import {
  acceptInvitationOAuthRoute,
  acceptInvitationRoute,
  createInvitationRoute,
  listInvitationsRoute,
  lookupInvitationRoute,
  resendInvitationRoute,
  revokeInvitationRoute,
} from './invitations.routes';
import { listInvitations } from './list-invitations';
import { lookupInvitation } from './lookup-invitation';
import { resendInvitation } from './resend-invitation';
import { revokeInvitation } from './revoke-invitation';
import { startSessionFor } from './start-session';
import { ACCEPT_RATE_LIMIT, LOOKUP_RATE_LIMIT } from './invitation-rate-limits';

type InvitationServices = Pick<AppServices, 'auth' | 'database' | 'mail' | 'config' | 'signupDeps' | 'onSeatsChanged'>;

/** The accept form shows one message: the first problem's, verbatim (like POST /api/signup) (docs/product-rules.md#invitations, docs/product-rules.md#fixed-texts). */
const firstMessageHook = (result: {
  success: boolean;
  error?: { issues: Parameters<typeof validationError>[0] };
}): undefined => {
  if (result.success || !result.error) return undefined;
  throw validationError(result.error.issues, undefined, result.error.issues[0]?.message);
};

export function invitationsRouter(services: InvitationServices, logger: Logger) {
  const { database } = services;
  const admin = (c: Context<AppEnv>): InvitationAdminContext => ({
    ...tenantContext(c, database),
    mail: services.mail,
    appUrl: services.config.appUrl,
  });
  const limitPerAddress = (c: Context<AppEnv>, name: string, rule: typeof LOOKUP_RATE_LIMIT) =>
    consumeRateLimit(database.db, `${name}|${clientIp(c, services.config.trustProxy)}`, rule);
  const acceptContext = (c: Context<AppEnv>): AcceptInvitationContext => ({
    database,
    hashPassword: services.signupDeps.hashPassword,
    startSession: startSessionFor(services.auth, clientIp(c, services.config.trustProxy), logger),
  });

  return createRouter()
    .openapi(createInvitationRoute, async (c) => {
      return c.json(await createInvitation(admin(c), c.req.valid('json')), 201);
    })
    .openapi(listInvitationsRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listInvitations(tenantContext(c, database)), 200);
    })
    .openapi(resendInvitationRoute, async (c) => {
      return c.json(await resendInvitation(admin(c), c.req.valid('param')), 200);
    })
    .openapi(revokeInvitationRoute, async (c) => {
      return c.json(await revokeInvitation(tenantContext(c, database), c.req.valid('param')), 200);
    })
    .openapi(lookupInvitationRoute, async (c) => {
      await limitPerAddress(c, 'invitation-lookup', LOOKUP_RATE_LIMIT);
      c.header('Cache-Control', 'no-store');
      return c.json(await lookupInvitation({ database }, c.req.valid('param')), 200);
    })
    .openapi(
      acceptInvitationRoute,
      async (c) => {
        await limitPerAddress(c, 'invitation-accept', ACCEPT_RATE_LIMIT);
        const input = { ...c.req.valid('json'), ...c.req.valid('param') };
        const { cookies, tenantId } = await acceptInvitation(acceptContext(c), input);
        services.onSeatsChanged?.(tenantId);
        for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
        return c.json({ success: true as const, message: AUTH_COPY.accountCreated }, 200);
      },
      firstMessageHook,
    )
    .openapi(acceptInvitationOAuthRoute, async (c) => {
      const { tenantId } = await acceptInvitationWithOAuth(useCaseContext(c, database), c.req.valid('param'));
      services.onSeatsChanged?.(tenantId);
      return c.json({ success: true as const }, 200);
    });
}
