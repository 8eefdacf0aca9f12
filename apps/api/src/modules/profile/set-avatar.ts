import { personId } from '../../platform/access/actor';
import { userAvatars } from '@scopewright/db';
import { avatarPath } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { updateOwnProfile, withOwnProfile, type OwnProfile } from './own-profile-scope';
import { processAvatar } from './process-avatar';

/** Validates and re-encodes the upload, stores it and points profiles.avatar_url at its new version. */
export async function setAvatar(ctx: UseCaseContext, input: { image: string }): Promise<OwnProfile> {
  const avatar = await processAvatar(input.image);
  return withOwnProfile(ctx, async (tx) => {
    const userId = personId(ctx.actor);
    const [stored] = await tx
      .insert(userAvatars)
      .values({
        userId,
        image: avatar.image,
        width: avatar.width,
        height: avatar.height,
        byteSize: avatar.image.length,
      })
      .onConflictDoUpdate({
        target: userAvatars.userId,
        set: {
          image: avatar.image,
          width: avatar.width,
          height: avatar.height,
          byteSize: avatar.image.length,
          version: sql`${userAvatars.version} + 1`,
          updatedAt: new Date(),
        },
      })
      .returning({ version: userAvatars.version });
    return updateOwnProfile(tx, userId, { avatarUrl: avatarPath(userId, stored?.version ?? 1) });
  });
}
