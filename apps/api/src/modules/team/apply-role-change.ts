import { profiles, userRoles, type Profile, type Tx } from '@scopewright/db';
import { isSeatRole, TEAM_COPY, type Role } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { enforceLimit } from '../../platform/access/enforce-limit';
import { AppError } from '../../platform/errors';
import { countOtherAdmins, countSeatsUsed } from './team.queries';

/**
 * The team's role rules and the change itself, in the caller's transaction with the team locked (lockTeam) and the
 * member read for update: a platform administrator's role is not the workspace's to change, the owner stays an
 * admin, the workspace keeps an admin, and a member who takes a seat (a pending user approved) needs one free on
 * the plan. The profile and the role record change together; the caller records the audit entry.
 */
export async function applyRoleChange(
  tx: Tx,
  { tenantId, member, role, now }: { tenantId: string; member: Profile; role: Role; now: Date },
): Promise<Profile> {
  if (member.role === 'super_admin') throw new AppError('CONFLICT', TEAM_COPY.superAdminLocked);
  if (member.isOwner) throw new AppError('CONFLICT', TEAM_COPY.ownerRoleLocked);
  if (member.role === 'msp_admin' && (await countOtherAdmins(tx, tenantId, member.id)) === 0) {
    throw new AppError('CONFLICT', TEAM_COPY.lastAdmin);
  }
  const takesSeat = !isSeatRole(member.role) && isSeatRole(role);
  if (takesSeat) {
    await enforceLimit(tx, { tenantId, limit: 'maxUsers', now, countUsed: (t) => countSeatsUsed(t, tenantId, now) });
  }
  // A joiner gave their names at sign-up and their workspace is this one: approval leaves nothing to onboard.
  const onboarded =
    member.role === 'pending_user' && takesSeat && Boolean(member.firstName?.trim() && member.lastName?.trim());
  const [updated] = await tx
    .update(profiles)
    .set({ role, ...(onboarded ? { onboardingCompleted: true } : {}) })
    .where(and(eq(profiles.id, member.id), eq(profiles.tenantId, tenantId)))
    .returning();
  if (!updated) throw new AppError('NOT_FOUND');
  await tx
    .insert(userRoles)
    .values({ userId: member.id, tenantId, role })
    .onConflictDoUpdate({ target: [userRoles.userId, userRoles.tenantId], set: { role, updatedAt: now } });
  return updated;
}
