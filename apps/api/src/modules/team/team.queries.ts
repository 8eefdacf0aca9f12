import { personId } from '../../platform/access/actor';
import { invitations, profiles, tenants, type Profile, type Tx } from '@scopewright/db';
import { AUTH_COPY, memberStatusOf, ROLE_LABELS, SEAT_ROLES, type TeamMember } from '@scopewright/domain';
import { and, count, eq, gt, inArray, ne } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';

/**
 * Team changes of one workspace run one at a time: the tenant row is locked first (the same lock enforceLimit
 * takes), so seat counts, the last-admin rule and the caller's own role are read after every earlier change.
 */
export async function lockTeam(tx: Tx, tenantId: string): Promise<void> {
  const [row] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
}

/** The caller is still an admin of this workspace now, not only when the request started (a concurrent demotion). */
export async function assertStillManages(tx: Tx, ctx: TenantContext): Promise<void> {
  if (ctx.actor.isSuperAdmin) return;
  const [me] = await tx
    .select({ role: profiles.role })
    .from(profiles)
    .where(and(eq(profiles.id, personId(ctx.actor)), eq(profiles.tenantId, ctx.tenantId)));
  if (me?.role !== 'msp_admin') {
    throw new AppError('FORBIDDEN', AUTH_COPY.requiredRoles(ROLE_LABELS.msp_admin), {
      details: { guard: 'role', required: ROLE_LABELS.msp_admin, current: me ? ROLE_LABELS[me.role] : 'None' },
    });
  }
}

/** A member of the workspace, or 404 alike for an unknown id and another workspace's user (docs/security.md#tenant-isolation). */
export async function getMemberOrThrow(tx: Tx, tenantId: string, userId: string): Promise<Profile> {
  const [member] = await tx
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.tenantId, tenantId)))
    .for('update');
  if (!member) throw new AppError('NOT_FOUND', 'This person is not a member of your workspace.');
  return member;
}

/** Seats in use (docs/product-rules.md#tiers-and-limits): active members plus pending invitations that have not expired. */
export async function countSeatsUsed(tx: Tx, tenantId: string, now: Date): Promise<number> {
  const [members] = await tx
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.role, SEAT_ROLES)));
  const [invited] = await tx
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)));
  return (members?.n ?? 0) + (invited?.n ?? 0);
}

export async function countOtherAdmins(tx: Tx, tenantId: string, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.role, 'msp_admin'), ne(profiles.id, userId)));
  return row?.n ?? 0;
}

export function toTeamMember(profile: Profile, actorUserId: string): TeamMember {
  return {
    id: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    avatarUrl: profile.avatarUrl,
    role: profile.role,
    roleLabel: ROLE_LABELS[profile.role],
    isOwner: profile.isOwner,
    isYou: profile.id === actorUserId,
    lastLogin: profile.lastLogin?.toISOString() ?? null,
    status: memberStatusOf(profile.role),
  };
}
