import { profiles, users, withPlatform, withTenant, type Tx } from '@scopewright/db';
import { AUTH_COPY } from '@scopewright/domain';
import { eq, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';

export type OwnProfile = Pick<
  typeof profiles.$inferSelect,
  'id' | 'email' | 'firstName' | 'lastName' | 'avatarUrl' | 'role' | 'onboardingCompleted'
>;

export const OWN_PROFILE_COLUMNS = {
  id: profiles.id,
  email: profiles.email,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  avatarUrl: profiles.avatarUrl,
  role: profiles.role,
  onboardingCompleted: profiles.onboardingCompleted,
};

/**
 * One transaction for a change to the caller's own profile: in their workspace's scope (RLS lets the write
 * through), or the platform scope for a user without one (super admins). Every statement in `fn` must target
 * the caller's own rows; `app.user_id` is set too, so their avatar row is visible.
 */
export function withOwnProfile<T>(ctx: UseCaseContext, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const run = async (tx: Tx) => {
    await tx.execute(sql`select set_config('app.user_id', ${ctx.actor.userId}, true)`);
    return fn(tx);
  };
  const tenantId = ctx.actor.profile?.tenantId;
  return tenantId ? withTenant({ db: ctx.database.db, tenantId }, run) : withPlatform(ctx.database, run);
}

/** Updates the caller's profile row and returns it; a vanished profile is PROFILE_MISSING. */
export async function updateOwnProfile(
  tx: Tx,
  userId: string,
  changes: Partial<typeof profiles.$inferInsert>,
): Promise<OwnProfile> {
  const [row] = await tx
    .update(profiles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning(OWN_PROFILE_COLUMNS);
  if (!row) throw new AppError('FORBIDDEN', AUTH_COPY.profileMissing, { reason: 'profile-missing' });
  return row;
}

/** Better Auth's display name follows the profile's names. */
export async function syncUserName(tx: Tx, userId: string, firstName: string, lastName: string): Promise<void> {
  await tx
    .update(users)
    .set({ name: `${firstName} ${lastName}`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
