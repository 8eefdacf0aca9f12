import {
  auditEvents,
  emailLogs,
  invitations,
  profiles,
  sessions,
  tenants,
  withTenant,
  type Profile,
  type Tenant,
  type Tx,
} from '@scopewright/db';
import {
  auditActionLabel,
  canExtendTrial,
  isRole,
  ROLE_LABELS,
  TENANT_DETAIL_RECENT,
  tenantDetailStateOf,
  TIER_OVERRIDE_TIERS,
  WORKSPACE_SUPPORT_COPY,
  type TenantDetail,
  type TenantDetailMember,
  type TierOverrideTier,
} from '@scopewright/domain';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { personId } from '../../platform/access/actor';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { readBillingOverview } from '../billing';

/** Invitations the detail lists: still pending, or expired (a resend revives those). */
const OPEN_INVITATION_STATUSES = ['pending', 'expired'] as const;
const MAX_INVITATIONS = 100;

const isOverrideTier = (value: string | null): value is TierOverrideTier =>
  (TIER_OVERRIDE_TIERS as readonly (string | null)[]).includes(value);

/**
 * A console read or action on one workspace: one transaction in the workspace's scope (RLS), for an action with
 * the tenant row locked so actions on it run one at a time; an unknown id is a 404 like any foreign id.
 */
export async function inWorkspace<T>(
  ctx: UseCaseContext,
  tenantId: string,
  work: (tx: Tx, tenant: Tenant) => Promise<T>,
  { lock = true }: { lock?: boolean } = {},
): Promise<T> {
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const query = tx.select().from(tenants).where(eq(tenants.id, tenantId));
    const [tenant] = lock ? await query.for('update') : await query;
    if (!tenant) throw new AppError('NOT_FOUND', WORKSPACE_SUPPORT_COPY.notFound);
    return work(tx, tenant);
  });
}

/** The workspace the acting super admin belongs to (their own profile, read through the self policy), or null. */
async function homeTenantOf(tx: Tx, userId: string): Promise<string | null> {
  await tx.execute(sql`select set_config('app.user_id', ${userId}, true)`);
  const [row] = await tx.select({ tenantId: profiles.tenantId }).from(profiles).where(eq(profiles.id, userId));
  return row?.tenantId ?? null;
}

export async function isOwnWorkspace(tx: Tx, ctx: UseCaseContext, tenantId: string): Promise<boolean> {
  return (await homeTenantOf(tx, personId(ctx.actor))) === tenantId;
}

/** A member of the workspace, locked for the change; another workspace's user is a 404 like an unknown id. */
export async function lockMember(tx: Tx, tenantId: string, userId: string): Promise<Profile> {
  const [member] = await tx
    .select()
    .from(profiles)
    .where(and(eq(profiles.id, userId), eq(profiles.tenantId, tenantId)))
    .for('update');
  if (!member) throw new AppError('NOT_FOUND', WORKSPACE_SUPPORT_COPY.memberNotFound);
  return member;
}

/** An audit target for a member: the person by their email. */
export const memberTarget = (member: Pick<Profile, 'id' | 'email'>) => ({
  type: 'user',
  id: member.id,
  label: member.email,
});

async function readMembers(tx: Tx, tenantId: string, now: Date): Promise<TenantDetailMember[]> {
  const activeSessions = tx
    .select({ userId: sessions.userId, n: count().as('n') })
    .from(sessions)
    .where(gt(sessions.expiresAt, now))
    .groupBy(sessions.userId)
    .as('active_sessions');
  const rows = await tx
    .select({ profile: profiles, sessions: activeSessions.n })
    .from(profiles)
    .leftJoin(activeSessions, eq(activeSessions.userId, profiles.id))
    .where(eq(profiles.tenantId, tenantId))
    .orderBy(desc(profiles.isOwner), profiles.role, profiles.email);
  return rows.map(({ profile: p, sessions: n }) => ({
    id: p.id,
    name: [p.firstName, p.lastName].filter((part) => part?.trim()).join(' ') || p.email,
    email: p.email,
    role: p.role,
    roleLabel: isRole(p.role) ? ROLE_LABELS[p.role] : p.role,
    isOwner: p.isOwner,
    lastLogin: p.lastLogin?.toISOString() ?? null,
    tierOverride: isOverrideTier(p.tierOverride) ? p.tierOverride : null,
    activeSessions: Number(n ?? 0),
  }));
}

async function readInvitations(tx: Tx, tenantId: string, now: Date): Promise<TenantDetail['invitations']> {
  const rows = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), inArray(invitations.status, OPEN_INVITATION_STATUSES)))
    .orderBy(desc(invitations.createdAt))
    .limit(MAX_INVITATIONS);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    roleLabel: ROLE_LABELS[row.role],
    status: row.status,
    isExpired: row.status === 'expired' || row.expiresAt.getTime() <= now.getTime(),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  }));
}

async function readActivity(tx: Tx, tenantId: string): Promise<TenantDetail['activity']> {
  const rows = await tx
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.tenantId, tenantId))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(TENANT_DETAIL_RECENT);
  return rows.map((row) => ({
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    actorKind: row.actorKind,
    actorLabel: row.actorLabel,
    targetLabel: row.targetLabel,
    reason: row.reason,
  }));
}

async function readEmails(tx: Tx, tenantId: string): Promise<TenantDetail['emails']> {
  const rows = await tx
    .select({
      id: emailLogs.id,
      to: emailLogs.recipientEmail,
      subject: emailLogs.subject,
      type: emailLogs.emailType,
      templateName: emailLogs.templateName,
      status: emailLogs.status,
      loggedAt: emailLogs.loggedAt,
    })
    .from(emailLogs)
    .where(eq(emailLogs.tenantId, tenantId))
    .orderBy(desc(emailLogs.loggedAt), desc(emailLogs.id))
    .limit(TENANT_DETAIL_RECENT);
  return rows.map(({ loggedAt, ...row }) => ({ ...row, date: loggedAt.toISOString() }));
}

/**
 * The workspace as the console shows it, in the caller's transaction of its scope: profile, plan and trial with
 * the access summary the workspace itself gets (billing's overview), usage against limits, members with their
 * live sessions, open invitations, and the latest audit entries and emails.
 */
export async function readTenantDetail(tx: Tx, ctx: UseCaseContext, tenant: Tenant, now: Date): Promise<TenantDetail> {
  const overview = await readBillingOverview(tx, tenant.id, now, 'stripe');
  const { plan } = overview;
  const subscription = overview.subscription;
  return {
    id: tenant.id,
    name: tenant.name,
    domain: tenant.domain,
    contactEmail: tenant.contactEmail,
    createdAt: tenant.createdAt.toISOString(),
    defaultCurrency: tenant.defaultCurrency,
    state: tenantDetailStateOf(plan, tenant.activeTier),
    isOwnWorkspace: await isOwnWorkspace(tx, ctx, tenant.id),
    plan: {
      activeTier: tenant.activeTier,
      selectedTier: tenant.selectedTier,
      effectiveTier: plan.effectiveTier,
      interval: tenant.billingInterval,
      perSeatBilling: tenant.perSeatBilling,
      subscription: subscription && {
        status: subscription.status,
        tier: subscription.tier,
        interval: subscription.interval,
        seats: subscription.seats,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      },
    },
    trial: {
      isTrial: plan.isTrial,
      startDate: tenant.trialStartDate?.toISOString() ?? null,
      endDate: tenant.trialEndDate?.toISOString() ?? null,
      daysRemaining: plan.trialDaysRemaining,
      canExtend: canExtendTrial(tenant.activeTier),
    },
    access: {
      accessLevel: plan.accessLevel,
      isSuspended: plan.isSuspended,
      isReadOnly: plan.isReadOnly,
      suspendedBySupport: tenant.suspended,
    },
    usage: overview.usage.map(({ key, label, used, limit }) => ({ key, label, used, limit })),
    members: await readMembers(tx, tenant.id, now),
    invitations: await readInvitations(tx, tenant.id, now),
    activity: await readActivity(tx, tenant.id),
    emails: await readEmails(tx, tenant.id),
  };
}
