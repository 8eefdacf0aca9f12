import { personId, guardSession } from '../../platform/access/actor';
import { profiles, withTenant } from '@scopewright/db';
import {
  evaluateGuards,
  hasRoleAtLeast,
  MANAGE_TEAM_REQUIREMENT,
  memberName,
  ROLE_RANK,
  type TeamMember,
  type TeamView,
} from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { countSeatsUsed, toTeamMember } from './team.queries';

/** Active members first: the owner, then admins, then users, each by name; people awaiting approval last. */
function byStanding(a: TeamMember, b: TeamMember): number {
  return (
    Number(a.status !== 'active') - Number(b.status !== 'active') ||
    Number(b.isOwner) - Number(a.isOwner) ||
    ROLE_RANK[b.role] - ROLE_RANK[a.role] ||
    memberName(a).localeCompare(memberName(b), 'en', { sensitivity: 'base' })
  );
}

/** GET /api/team: the workspace's members, its seats against the tier's maxUsers, and what the caller may do. */
export async function listTeam(ctx: TenantContext, now = new Date()): Promise<TeamView> {
  const { actor, tenantId } = ctx;
  const { rows, used } = await withTenant({ db: ctx.database.db, tenantId }, async (tx) => ({
    rows: await tx.select().from(profiles).where(eq(profiles.tenantId, tenantId)),
    used: await countSeatsUsed(tx, tenantId, now),
  }));
  const manage = evaluateGuards({
    session: guardSession(actor),
    profile: actor.profile,
    tenant: actor.access,
    path: '/api/team',
    requirement: MANAGE_TEAM_REQUIREMENT,
  });
  const isAdmin = actor.isSuperAdmin || hasRoleAtLeast(actor.profile?.role, 'msp_admin');
  return {
    workspaceName: actor.tenant?.name ?? '',
    members: rows.map((row) => toTeamMember(row, personId(actor))).sort(byStanding),
    seats: { used, max: actor.access?.features.maxUsers ?? 0 },
    canManage: manage.ok,
    manageNotice: !manage.ok && isAdmin ? manage.message : null,
  };
}
