import { personId } from '../../platform/access/actor';
import { userAvatars } from '@scopewright/db';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { updateOwnProfile, withOwnProfile, type OwnProfile } from './own-profile-scope';

/** Deletes the caller's photo; removing one that does not exist is not an error. */
export function removeAvatar(ctx: UseCaseContext): Promise<OwnProfile> {
  return withOwnProfile(ctx, async (tx) => {
    await tx.delete(userAvatars).where(eq(userAvatars.userId, personId(ctx.actor)));
    return updateOwnProfile(tx, personId(ctx.actor), { avatarUrl: null });
  });
}
