import type { Context } from 'hono';
import { useCaseContext } from '../../platform/access/use-case-context';
import type { AppEnv } from '../../platform/context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { closeSupport } from './close-support';
import { endMemberSessions } from './end-member-sessions';
import { extendTrial } from './extend-trial';
import { getWorkspaceDetail } from './get-workspace-detail';
import { openSupport } from './open-support';
import { recordSupportPageView } from './record-support-page-view';
import { resendMemberInvitation } from './resend-member-invitation';
import { setMemberRole } from './set-member-role';
import { setTierOverride } from './set-tier-override';
import { endSupportAct, startSupportAct } from './support-act-mode';
import { setWorkspaceSuspended } from './suspend-workspace';
import * as routes from './workspace-support.routes';

type Services = Pick<AppServices, 'database' | 'mail' | 'config' | 'sessions' | 'onSeatsChanged'>;

/**
 * Super admin → a workspace (/dashboard/company/{id}) and "Open as support". Register it after the platform
 * workspaces list's router: `/api/platform/workspaces/export` is not an `{id}`.
 */
export function workspaceSupportRouter(services: Services) {
  const ctx = (c: Context<AppEnv>) => useCaseContext(c, services.database);
  // This process forgets the caller's cached session at once; the notification reaches the others.
  const dropOwnSession = (c: Context<AppEnv>) => services.sessions.dropSession?.(ctx(c).actor.sessionId);
  const noStore = (c: Context<AppEnv>) => c.header('Cache-Control', 'no-store');
  return createRouter()
    .openapi(routes.getWorkspaceDetailRoute, async (c) => {
      noStore(c);
      return c.json(await getWorkspaceDetail(ctx(c), c.req.valid('param').id), 200);
    })
    .openapi(routes.suspendWorkspaceRoute, async (c) => {
      const { id } = c.req.valid('param');
      const detail = await setWorkspaceSuspended(ctx(c), id, true, c.req.valid('json'));
      services.sessions.dropTenant?.(id);
      return c.json(detail, 200);
    })
    .openapi(routes.unsuspendWorkspaceRoute, async (c) => {
      const { id } = c.req.valid('param');
      const detail = await setWorkspaceSuspended(ctx(c), id, false, c.req.valid('json'));
      services.sessions.dropTenant?.(id);
      return c.json(detail, 200);
    })
    .openapi(routes.extendTrialRoute, async (c) =>
      c.json(await extendTrial(ctx(c), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(routes.setMemberRoleRoute, async (c) => {
      const { id, userId } = c.req.valid('param');
      const detail = await setMemberRole(ctx(c), id, userId, c.req.valid('json'));
      services.onSeatsChanged?.(id);
      return c.json(detail, 200);
    })
    .openapi(routes.setTierOverrideRoute, async (c) => {
      const { id, userId } = c.req.valid('param');
      return c.json(await setTierOverride(ctx(c), id, userId, c.req.valid('json')), 200);
    })
    .openapi(routes.endMemberSessionsRoute, async (c) => {
      const { id, userId } = c.req.valid('param');
      const detail = await endMemberSessions(ctx(c), id, userId, c.req.valid('json'));
      services.sessions.dropUser?.(userId);
      return c.json(detail, 200);
    })
    .openapi(routes.resendInvitationRoute, async (c) => {
      const { id, invitationId } = c.req.valid('param');
      const deps = { mail: services.mail, appUrl: services.config.appUrl };
      return c.json(await resendMemberInvitation(ctx(c), deps, id, invitationId, c.req.valid('json')), 200);
    })
    .openapi(routes.openSupportRoute, async (c) => {
      const opened = await openSupport(ctx(c), c.req.valid('json'));
      dropOwnSession(c);
      return c.json(opened, 200);
    })
    .openapi(routes.closeSupportRoute, async (c) => {
      const closed = await closeSupport(ctx(c));
      dropOwnSession(c);
      return c.json(closed, 200);
    })
    .openapi(routes.startSupportActRoute, async (c) => {
      const acting = await startSupportAct(ctx(c), c.req.valid('json'));
      dropOwnSession(c);
      return c.json(acting, 200);
    })
    .openapi(routes.endSupportActRoute, async (c) => {
      const viewing = await endSupportAct(ctx(c));
      dropOwnSession(c);
      return c.json(viewing, 200);
    })
    .openapi(routes.recordSupportPageViewRoute, async (c) => {
      await recordSupportPageView(ctx(c), c.req.valid('json'));
      return c.body(null, 204);
    });
}
