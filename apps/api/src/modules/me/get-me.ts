import { personId } from '../../platform/access/actor';
import { profiles, tenants, userRoles } from '@scopewright/db';
import {
  AUTH_COPY,
  getAccessSummary,
  supportModeAt,
  type AccessSummary,
  type SupportSessionState,
} from '@scopewright/domain';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import type { UseCaseContext } from '../../platform/access/use-case-context';

export interface Me {
  user: { id: string; email: string; emailVerified: boolean };
  profile: typeof profiles.$inferSelect;
  tenant: Pick<
    typeof tenants.$inferSelect,
    | 'id'
    | 'name'
    | 'trialStartDate'
    | 'trialEndDate'
    | 'suspended'
    | 'activeTier'
    | 'selectedTier'
    | 'createdAt'
    | 'defaultCurrency'
  > | null;
  roles: (typeof userRoles.$inferSelect)[];
  isSuperAdmin: boolean;
  access: AccessSummary;
  /** The workspace a super admin has open as support (then also `tenant` and `profile.tenantId`), else null. */
  support: SupportSessionState | null;
}

/** The open support session as the web shows it: act mode past its end reads as view mode. */
function supportState(support: UseCaseContext['actor']['support'], now: Date): SupportSessionState | null {
  if (!support) return null;
  const mode = supportModeAt(support, now);
  return {
    tenantId: support.tenantId,
    tenantName: support.tenantName,
    mode,
    actUntil: mode === 'act' && support.actUntil ? support.actUntil.toISOString() : null,
  };
}

/**
 * The profile, its role records and the access summary, in one transaction as the signed-in user: the
 * profile and roles are read through the self_read policy (app.user_id), the tenant through the tenant scope.
 * A super admin with a workspace open as support gets that workspace as theirs (modules/workspace-support).
 */
export async function getMe({ actor, database }: UseCaseContext): Promise<Me> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.user_id', ${personId(actor)}, true)`);
    const [profile] = await tx
      .select()
      .from(profiles)
      .where(eq(profiles.id, personId(actor)))
      .limit(1);
    if (!profile) throw new AppError('NOT_FOUND', AUTH_COPY.profileMissing, { reason: 'profile-missing' });
    const roles = await tx
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, personId(actor)));
    let tenant: Me['tenant'] = null;
    const tenantId = actor.support?.tenantId ?? profile.tenantId;
    if (tenantId) {
      await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
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
          defaultCurrency: tenants.defaultCurrency,
        })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .limit(1);
      tenant = row ?? null;
    }
    return {
      user: { id: personId(actor), email: actor.email, emailVerified: actor.emailVerified },
      profile: actor.support ? { ...profile, tenantId } : profile,
      tenant,
      roles,
      isSuperAdmin: actor.isSuperAdmin,
      // Without a workspace (pending sign-ups, super admins) the summary is the failed-lookup one: suspended.
      access: actor.access ?? getAccessSummary(null, new Date()),
      support: supportState(actor.support, new Date()),
    };
  });
}
