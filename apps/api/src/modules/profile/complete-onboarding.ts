import { personId } from '../../platform/access/actor';
import { tenants } from '@scopewright/db';
import { hasRoleAtLeast, PROFILE_COPY, type OnboardingInput } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { syncUserName, updateOwnProfile, withOwnProfile, type OwnProfile } from './own-profile-scope';

export interface OnboardingResult {
  profile: OwnProfile;
  tenant: { id: string; name: string } | null;
}

/**
 * /onboarding: names, the workspace name (its admins only) and onboarding_completed, in one
 * transaction (docs/product-rules.md#onboarding). Any member may finish onboarding; only an admin may name the workspace.
 */
export async function completeOnboarding(ctx: UseCaseContext, input: OnboardingInput): Promise<OnboardingResult> {
  const role = ctx.actor.profile?.role ?? null;
  const tenantId = ctx.actor.profile?.tenantId ?? null;
  const isAdmin = tenantId !== null && hasRoleAtLeast(role, 'msp_admin');
  if (input.workspaceName !== undefined && !isAdmin) {
    throw new AppError('FORBIDDEN', PROFILE_COPY.workspaceNameAdminOnly, {
      details: [{ path: 'workspaceName', message: PROFILE_COPY.workspaceNameAdminOnly }],
    });
  }
  return withOwnProfile(ctx, async (tx) => {
    const profile = await updateOwnProfile(tx, personId(ctx.actor), {
      firstName: input.firstName,
      lastName: input.lastName,
      onboardingCompleted: true,
    });
    await syncUserName(tx, personId(ctx.actor), input.firstName, input.lastName);
    if (!tenantId) return { profile, tenant: null };
    const [tenant] =
      input.workspaceName === undefined
        ? await tx.select({ id: tenants.id, name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId))
        : await tx
            .update(tenants)
            .set({ name: input.workspaceName, updatedAt: new Date() })
            .where(eq(tenants.id, tenantId))
            .returning({ id: tenants.id, name: tenants.name });
    return { profile, tenant: tenant ?? null };
  });
}
