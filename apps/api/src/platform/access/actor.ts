import {
  getAccessSummary,
  isProviderEmployee,
  isRole,
  isTier,
  type AccessSummary,
  type OnboardingProfile,
  type Role,
} from '@scopewright/domain';

/** The signed-in user with their profile and workspace, read in the same query as the session (session.ts). */
export interface Actor {
  userId: string;
  email: string;
  emailVerified: boolean;
  sessionId: string;
  /** Null when the user has no profile yet (PROFILE_MISSING). */
  profile: (OnboardingProfile & { role: Role }) | null;
  tenant: ActorTenant | null;
  /** The tier-derived access of the workspace; null without one. */
  access: AccessSummary | null;
  /** Platform super admin: the role or a verified provider email domain (docs/product-rules.md#super-admins). */
  isSuperAdmin: boolean;
}

export interface ActorTenant {
  id: string;
  name: string;
  activeTier: string;
  selectedTier: string;
  suspended: boolean;
  trialEndDate: Date | null;
}

/** The JSON `app_load_actor()` returns (migration 0006): snake_case columns. */
export interface ActorRow {
  profile: {
    role: string;
    tenant_id: string | null;
    first_name: string | null;
    last_name: string | null;
    email: string | null;
    onboarding_completed: boolean | null;
  } | null;
  tenant: {
    id: string;
    name: string;
    active_tier: string;
    selected_tier: string;
    suspended: boolean;
    trial_end_date: string | null;
  } | null;
}

export function toActor(
  session: { userId: string; email: string; emailVerified: boolean; sessionId: string },
  row: ActorRow | null,
  superAdminEmailDomains: readonly string[],
  now: Date,
): Actor {
  const p = row?.profile ?? null;
  const t = row?.tenant ?? null;
  const profileRole: Role = p && isRole(p.role) ? p.role : 'pending_user';
  const isSuperAdmin =
    profileRole === 'super_admin' || isProviderEmployee(session.email, session.emailVerified, superAdminEmailDomains);
  const tenant: ActorTenant | null = t && {
    id: t.id,
    name: t.name,
    activeTier: t.active_tier,
    selectedTier: t.selected_tier,
    suspended: t.suspended,
    trialEndDate: t.trial_end_date ? new Date(t.trial_end_date) : null,
  };
  return {
    ...session,
    profile: p && {
      role: isSuperAdmin ? 'super_admin' : profileRole,
      tenantId: p.tenant_id,
      firstName: p.first_name,
      lastName: p.last_name,
      email: p.email,
      onboardingCompleted: p.onboarding_completed,
    },
    tenant,
    access: tenant
      ? getAccessSummary(
          {
            activeTier: tenant.activeTier,
            selectedTier: isTier(tenant.selectedTier) ? tenant.selectedTier : null,
            suspended: tenant.suspended,
            trialEndDate: tenant.trialEndDate,
          },
          now,
        )
      : null,
    isSuperAdmin,
  };
}
