import { randomBytes } from 'node:crypto';
import type { DbClient } from '../connection/connect-database';
import { newId } from '../ids';
import { createHash } from 'node:crypto';
import { users, type User } from '../schema/auth';
import { billingEvents, type BillingEvent, type NewBillingEvent } from '../schema/billing-events';
import { emailLogs, type EmailLog, type NewEmailLog } from '../schema/email-logs';
import { invitations, type Invitation, type NewInvitation } from '../schema/invitations';
import { profiles, userRoles, type Profile, type RoleValue, type UserRole } from '../schema/profiles';
import { tenants, type NewTenant, type Tenant } from '../schema/tenants';
import { withPlatform, withTenant } from '../tenancy/with-tenant';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new tenant on a 14-day trial, written through RLS as that tenant. */
export async function createTenant(db: DbClient, overrides: Partial<NewTenant> = {}): Promise<Tenant> {
  const id = overrides.id ?? newId();
  const suffix = randomBytes(4).toString('hex');
  const now = new Date();
  const [tenant] = await withTenant({ db, tenantId: id }, (tx) =>
    tx
      .insert(tenants)
      .values({
        name: `Test MSP ${suffix}`,
        domain: `msp-${suffix}.test`,
        trialStartDate: now,
        trialEndDate: new Date(now.getTime() + 14 * DAY_MS),
        contactEmail: `owner@msp-${suffix}.test`,
        ...overrides,
        id,
      })
      .returning(),
  );
  if (!tenant) throw new Error('createTenant: insert returned no row');
  return tenant;
}

export async function createEmailLog(
  db: DbClient,
  tenantId: string,
  overrides: Partial<NewEmailLog> = {},
): Promise<EmailLog> {
  const [log] = await withTenant({ db, tenantId }, (tx) =>
    tx
      .insert(emailLogs)
      .values({
        transport: 'outbox',
        templateName: 'user_invitation',
        recipientEmail: 'someone@example.test',
        subject: 'You are invited',
        ...overrides,
        tenantId,
      })
      .returning(),
  );
  if (!log) throw new Error('createEmailLog: insert returned no row');
  return log;
}

export type TestUser = { user: User; profile: Profile; role: UserRole };

/**
 * A user (no password: sign-in tests create theirs through the API) with a profile and a role record. With a
 * tenant the profile and role are written in that tenant's scope, without one in the platform scope.
 */
export async function createUser(
  db: DbClient,
  options: {
    tenantId?: string | null;
    role?: RoleValue;
    email?: string;
    emailVerified?: boolean;
    isOwner?: boolean;
  } = {},
): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const tenantId = options.tenantId ?? null;
  const role = options.role ?? (tenantId ? 'msp_user' : 'super_admin');
  const email = (options.email ?? `user-${suffix}@example.test`).toLowerCase();
  const [user] = await db
    .insert(users)
    .values({ name: `Test User ${suffix}`, email, emailVerified: options.emailVerified ?? true })
    .returning();
  if (!user) throw new Error('createUser: insert returned no row');
  const write = async (tx: Parameters<Parameters<typeof withPlatform>[1]>[0]) => {
    const [profile] = await tx
      .insert(profiles)
      .values({
        id: user.id,
        email,
        firstName: 'Test',
        lastName: `User ${suffix}`,
        role,
        tenantId,
        isOwner: options.isOwner ?? false,
        onboardingCompleted: true,
      })
      .returning();
    const [roleRow] = await tx.insert(userRoles).values({ userId: user.id, role, tenantId }).returning();
    if (!profile || !roleRow) throw new Error('createUser: insert returned no row');
    return { user, profile, role: roleRow };
  };
  return tenantId ? withTenant({ db, tenantId }, write) : withPlatform({ db }, write);
}

/** A pending invitation in `tenantId`; returns the raw token beside the row (only its hash is stored). */
export async function createInvitation(
  db: DbClient,
  tenantId: string,
  overrides: Partial<NewInvitation> = {},
): Promise<{ invitation: Invitation; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const [invitation] = await withTenant({ db, tenantId }, (tx) =>
    tx
      .insert(invitations)
      .values({
        email: `invitee-${randomBytes(4).toString('hex')}@example.test`,
        name: 'Invited Person',
        role: 'msp_user',
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(Date.now() + 7 * DAY_MS),
        ...overrides,
        tenantId,
      })
      .returning(),
  );
  if (!invitation) throw new Error('createInvitation: insert returned no row');
  return { invitation, token };
}

/** A plan change in `tenantId`'s billing history (manual provider, trial → Premium, nothing charged). */
export async function createBillingEvent(
  db: DbClient,
  tenantId: string,
  overrides: Partial<NewBillingEvent> = {},
): Promise<BillingEvent> {
  const [event] = await withTenant({ db, tenantId }, (tx) =>
    tx
      .insert(billingEvents)
      .values({
        type: 'plan_changed',
        provider: 'manual',
        fromTier: 'trial',
        toTier: 'premium',
        interval: 'monthly',
        seats: 5,
        amountCents: 64_500,
        ...overrides,
        tenantId,
      })
      .returning(),
  );
  if (!event) throw new Error('createBillingEvent: insert returned no row');
  return event;
}
