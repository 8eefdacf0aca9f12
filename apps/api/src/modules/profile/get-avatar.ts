import { isUuid, userAvatars, withPlatform, withTenant, type Tx } from '@scopewright/db';
import { hasRoleAtLeast } from '@scopewright/domain';
import { eq, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';

export interface AvatarFile {
  image: Buffer;
  version: number;
}

/**
 * A photo is visible when its user's profile is (the user_avatars policy): the caller's own always; their
 * workspace's members for users and admins (pending users see only their own); every one for super
 * admins (docs/product-rules.md#roles). Anything else, like a missing photo, is NOT_FOUND (docs/security.md#tenant-isolation).
 */
export async function getAvatar(ctx: UseCaseContext, userId: string): Promise<AvatarFile> {
  if (!isUuid(userId)) throw new AppError('NOT_FOUND');
  const { actor, database } = ctx;
  const read = async (tx: Tx) => {
    await tx.execute(sql`select set_config('app.user_id', ${actor.userId}, true)`);
    const [row] = await tx
      .select({ image: userAvatars.image, version: userAvatars.version })
      .from(userAvatars)
      .where(eq(userAvatars.userId, userId));
    return row;
  };
  const tenantId = actor.profile?.tenantId;
  const row = actor.isSuperAdmin
    ? await withPlatform(database, read)
    : tenantId && hasRoleAtLeast(actor.profile?.role, 'msp_user')
      ? await withTenant({ db: database.db, tenantId }, read)
      : await database.db.transaction(read);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
