import { personId } from '../../platform/access/actor';
import type { ProfileUpdateInput } from '@scopewright/domain';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { syncUserName, updateOwnProfile, withOwnProfile, type OwnProfile } from './own-profile-scope';

/** My profile: the caller changes their own first and last name; nothing else is reachable from the body. */
export function updateProfile(ctx: UseCaseContext, input: ProfileUpdateInput): Promise<OwnProfile> {
  return withOwnProfile(ctx, async (tx) => {
    const profile = await updateOwnProfile(tx, personId(ctx.actor), {
      firstName: input.firstName,
      lastName: input.lastName,
    });
    await syncUserName(tx, personId(ctx.actor), input.firstName, input.lastName);
    return profile;
  });
}
