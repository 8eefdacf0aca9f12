import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { listTeam } from './list-team';
import { removeMember } from './remove-member';
import { listTeamRoute, removeMemberRoute, updateMemberRoleRoute } from './team.routes';
import { updateMemberRole } from './update-member-role';

export function teamRouter(services: Pick<AppServices, 'database' | 'onSeatsChanged'>) {
  return createRouter()
    .openapi(listTeamRoute, async (c) => {
      const team = await listTeam(tenantContext(c, services.database));
      c.header('Cache-Control', 'no-store');
      return c.json(team, 200);
    })
    .openapi(updateMemberRoleRoute, async (c) => {
      const { userId } = c.req.valid('param');
      const { role } = c.req.valid('json');
      const ctx = tenantContext(c, services.database);
      const updated = await updateMemberRole(ctx, { userId, role });
      services.onSeatsChanged?.(ctx.tenantId);
      return c.json(updated, 200);
    })
    .openapi(removeMemberRoute, async (c) => {
      const { userId } = c.req.valid('param');
      const ctx = tenantContext(c, services.database);
      const removed = await removeMember(ctx, { userId });
      services.onSeatsChanged?.(ctx.tenantId);
      return c.json({ success: true as const, userId: removed.userId }, 200);
    });
}
