import {
  getAccessSummary,
  isProviderEmployee,
  isRole,
  isTier,
  withTierOverride,
  type AccessSummary,
  type OnboardingProfile,
  type Role,
  type SupportAccessMode,
} from '@scopewright/domain';

/** An API key acting for its workspace (docs/decisions/0051-public-api.md): never a person. */
export interface ApiKeyPrincipal {
  id: string;
  name: string;
  scopes: readonly string[];
}

/**
 * Who acts: the signed-in user with their profile and workspace, read in the same query as the session
 * (session.ts), or an API key of a workspace (`apiKey` set, `userId` null, no email, no session).
 */
export interface Actor {
  /** Null for an API key. */
  userId: string | null;
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
  /** Set when an API key acts (the public API). */
  apiKey: ApiKeyPrincipal | null;
  /**
   * A super admin's session opened onto a workspace as support (modules/workspace-support): `profile.tenantId`,
   * `tenant` and `access` are then that workspace's. Never set for anyone else.
   */
  support?: ActorSupport | null;
}

/** The open support session: its row, the workspace and the stored mode (act past `actUntil` is view). */
export interface ActorSupport {
  sessionId: string;
  tenantId: string;
  tenantName: string;
  mode: SupportAccessMode;
  actUntil: Date | null;
}

/** What the guard chain sees as the session: the user, or the API key standing in for one. */
export function guardSession(actor: Actor): { userId: string } {
  return { userId: actor.userId ?? `api-key:${actor.apiKey?.id ?? 'unknown'}` };
}

/** Who a quote activity row credits: the person, or the API key (docs/decisions/0051-public-api.md). */
export function activityActor(actor: Actor): { actorUserId: string | null; actorApiKeyId: string | null } {
  return { actorUserId: actor.userId, actorApiKeyId: actor.apiKey?.id ?? null };
}

/** The signed-in person's id; an API key on a route for people is refused (those routes are not in /api/v1). */
export function personId(actor: Actor): string {
  if (actor.userId === null) throw new Error('personId: an API key reached a route for signed-in people');
  return actor.userId;
}

export interface ActorTenant {
  id: string;
  name: string;
  activeTier: string;
  selectedTier: string;
  suspended: boolean;
  trialEndDate: Date | null;
  perSeatBilling: boolean;
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
    /** A super admin's per-member tier (docs/product-rules.md#tiers-and-limits); absent from older rows. */
    tier_override?: string | null;
  } | null;
  tenant: {
    id: string;
    name: string;
    active_tier: string;
    selected_tier: string;
    suspended: boolean;
    trial_end_date: string | null;
    /** Absent from rows read before migration 0035 and from API-key lookups: false. */
    per_seat_billing?: boolean;
  } | null;
}

type TenantRow = NonNullable<ActorRow['tenant']>;

/**
 * The open support session of a super admin's auth session, read beside the session lookup for super admins only
 * (session-lookup.ts): the row and its workspace in `app_load_actor`'s tenant shape.
 */
export interface SupportRow {
  id: string;
  mode: string;
  act_until: string | null;
  tenant: TenantRow;
}

function toActorTenant(t: TenantRow): ActorTenant {
  return {
    id: t.id,
    name: t.name,
    activeTier: t.active_tier,
    selectedTier: t.selected_tier,
    suspended: t.suspended,
    trialEndDate: t.trial_end_date ? new Date(t.trial_end_date) : null,
    perSeatBilling: t.per_seat_billing === true,
  };
}

function accessOf(tenant: ActorTenant | null, now: Date, tierOverride?: string | null): AccessSummary | null {
  if (!tenant) return null;
  const summary = getAccessSummary(
    {
      activeTier: tenant.activeTier,
      selectedTier: isTier(tenant.selectedTier) ? tenant.selectedTier : null,
      suspended: tenant.suspended,
      trialEndDate: tenant.trialEndDate,
      perSeatBilling: tenant.perSeatBilling,
    },
    now,
  );
  // A member with a tier override gets that tier's features; the workspace's suspension still wins.
  return withTierOverride(summary, tierOverride);
}

function toActorSupport(row: SupportRow): ActorSupport {
  return {
    sessionId: row.id,
    tenantId: row.tenant.id,
    tenantName: row.tenant.name,
    mode: row.mode === 'act' ? 'act' : 'view',
    actUntil: row.act_until ? new Date(row.act_until) : null,
  };
}

export function toActor(
  session: { userId: string; email: string; emailVerified: boolean; sessionId: string },
  row: ActorRow | null,
  superAdminEmailDomains: readonly string[],
  now: Date,
  supportRow: SupportRow | null = null,
): Actor {
  const p = row?.profile ?? null;
  const profileRole: Role = p && isRole(p.role) ? p.role : 'pending_user';
  const isSuperAdmin =
    profileRole === 'super_admin' || isProviderEmployee(session.email, session.emailVerified, superAdminEmailDomains);
  // Only a super admin (with a profile) ever takes a support workspace, whatever rows exist for the session.
  const support = isSuperAdmin && p && supportRow ? toActorSupport(supportRow) : null;
  const t = support && supportRow ? supportRow.tenant : (row?.tenant ?? null);
  const tenant = t && toActorTenant(t);
  return {
    ...session,
    profile: p && {
      role: isSuperAdmin ? 'super_admin' : profileRole,
      tenantId: support ? support.tenantId : p.tenant_id,
      firstName: p.first_name,
      lastName: p.last_name,
      email: p.email,
      onboardingCompleted: p.onboarding_completed,
    },
    tenant,
    // A super admin as support sees the workspace's own plan, never a personal override.
    access: accessOf(tenant, now, support ? null : p?.tier_override),
    isSuperAdmin,
    apiKey: null,
    support,
  };
}

/**
 * An API key as the actor: its workspace with the standing of an admin for the guard chain (the key's scopes, not
 * a role, limit what it may do), no user, no session (docs/decisions/0051-public-api.md).
 */
export function toApiKeyActor(key: ApiKeyPrincipal, tenantRow: TenantRow, now: Date): Actor {
  const tenant = toActorTenant(tenantRow);
  return {
    userId: null,
    email: '',
    emailVerified: false,
    sessionId: '',
    profile: {
      role: 'msp_admin',
      tenantId: tenant.id,
      firstName: null,
      lastName: null,
      email: null,
      onboardingCompleted: true,
    },
    tenant,
    access: accessOf(tenant, now),
    isSuperAdmin: false,
    apiKey: key,
  };
}
