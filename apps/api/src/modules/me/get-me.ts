import { profiles, tenants, userRoles, type Database } from '@scopewright/db';
import { AUTH_COPY, getAccessSummary, isProviderEmployee, isTier, type AccessSummary } from '@scopewright/domain';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import type { SignedIn } from '../../platform/auth/session';

export interface Me {
  user: { id: string; email: string; emailVerified: boolean };
  profile: typeof profiles.$inferSelect;
  tenant: Pick<
    typeof tenants.$inferSelect,
    'id' | 'name' | 'trialStartDate' | 'trialEndDate' | 'suspended' | 'activeTier' | 'selectedTier' | 'createdAt'
  > | null;
  roles: (typeof userRoles.$inferSelect)[];
  isSuperAdmin: boolean;
  access: AccessSummary;
}

/**
 * Spec §7 profile read + get_user_roles + access summary, in one transaction as the signed-in user: the
 * profile and roles are read through the self_read policy (app.user_id), the tenant through the tenant scope.
 */
export async function getMe(
  database: Database,
  signedIn: SignedIn,
  superAdminEmailDomains: readonly string[],
  now = new Date(),
): Promise<Me> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.user_id', ${signedIn.userId}, true)`);
    const [profile] = await tx.select().from(profiles).where(eq(profiles.id, signedIn.userId)).limit(1);
    if (!profile) throw new AppError('NOT_FOUND', AUTH_COPY.profileMissing, { details: { reason: 'PROFILE_MISSING' } });
    const roles = await tx.select().from(userRoles).where(eq(userRoles.userId, signedIn.userId));
    let tenant: Me['tenant'] = null;
    if (profile.tenantId) {
      await tx.execute(sql`select set_config('app.tenant_id', ${profile.tenantId}, true)`);
      const [row] = await tx
        .select({
          id: tenants.id,
          name: tenants.name,
          trialStartDate: tenants.trialStartDate,
          trialEndDate: tenants.trialEndDate,
          suspended: tenants.suspended,
          activeTier: tenants.activeTier,
          selectedTier: tenants.selectedTier,
          createdAt: tenants.createdAt,
        })
        .from(tenants)
        .where(eq(tenants.id, profile.tenantId))
        .limit(1);
      tenant = row ?? null;
    }
    const isSuperAdmin =
      profile.role === 'super_admin' ||
      isProviderEmployee(signedIn.email, signedIn.emailVerified, superAdminEmailDomains);
    const access = getAccessSummary(
      tenant && {
        activeTier: tenant.activeTier,
        selectedTier: isTier(tenant.selectedTier) ? tenant.selectedTier : null,
        suspended: tenant.suspended,
        trialEndDate: tenant.trialEndDate,
      },
      now,
    );
    return {
      user: { id: signedIn.userId, email: signedIn.email, emailVerified: signedIn.emailVerified },
      profile,
      tenant,
      roles,
      isSuperAdmin,
      access,
    };
  });
}
