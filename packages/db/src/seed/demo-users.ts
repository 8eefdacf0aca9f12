import { eq } from 'drizzle-orm';
import { accounts, users } from '../schema/auth';
import { profiles, userRoles, type RoleValue } from '../schema/profiles';
import { tenants } from '../schema/tenants';
import type { Tx } from '../tenancy/with-tenant';

export type DemoUserOptions = {
  password: string;
  /** Better Auth's password hash (the API passes it in; this package does not depend on Better Auth). */
  hashPassword: (password: string) => Promise<string>;
};

export type DemoLogin = { email: string; role: RoleValue; workspace: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec issue item 13: two workspaces, an admin (owner) and a user in Demo MSP, a super admin without one. */
export const DEMO_LOGINS: readonly (DemoLogin & { firstName: string; lastName: string; isOwner: boolean })[] = [
  {
    email: 'admin@demo-msp.test',
    role: 'msp_admin',
    workspace: 'demo-msp.test',
    firstName: 'Dana',
    lastName: 'Admin',
    isOwner: true,
  },
  {
    email: 'user@demo-msp.test',
    role: 'msp_user',
    workspace: 'demo-msp.test',
    firstName: 'Uma',
    lastName: 'User',
    isOwner: false,
  },
  {
    email: 'admin@other-msp.test',
    role: 'msp_admin',
    workspace: 'other-msp.test',
    firstName: 'Otto',
    lastName: 'Other',
    isOwner: true,
  },
  {
    email: 'super@scopewright.test',
    role: 'super_admin',
    workspace: null,
    firstName: 'Sam',
    lastName: 'Super',
    isOwner: false,
  },
];

async function ensureWorkspace(tx: Tx, domain: string): Promise<string> {
  const [existing] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.domain, domain)).limit(1);
  if (existing) return existing.id;
  const now = new Date();
  const values =
    domain === 'demo-msp.test'
      ? {
          name: 'Demo MSP',
          trialStartDate: now,
          trialEndDate: new Date(now.getTime() + 14 * DAY_MS),
          activeTier: 'trial',
          selectedTier: 'enterprise',
        }
      : { name: 'Other MSP', activeTier: 'essentials', selectedTier: 'essentials' };
  const [row] = await tx
    .insert(tenants)
    .values({ ...values, domain, contactEmail: `admin@${domain}` })
    .returning({ id: tenants.id });
  if (!row) throw new Error(`seed: could not create the ${domain} workspace`);
  return row.id;
}

/** Idempotent (platform scope): creates missing demo workspaces and users, verified, with the demo password. */
export async function seedDemoUsers(tx: Tx, options: DemoUserOptions): Promise<string[]> {
  const created: string[] = [];
  let hash: string | undefined;
  for (const login of DEMO_LOGINS) {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, login.email)).limit(1);
    if (existing) continue;
    hash ??= await options.hashPassword(options.password);
    const tenantId = login.workspace ? await ensureWorkspace(tx, login.workspace) : null;
    const [user] = await tx
      .insert(users)
      .values({ name: `${login.firstName} ${login.lastName}`, email: login.email, emailVerified: true })
      .returning({ id: users.id });
    if (!user) throw new Error(`seed: could not create ${login.email}`);
    await tx.insert(accounts).values({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
    await tx.insert(profiles).values({
      id: user.id,
      email: login.email,
      firstName: login.firstName,
      lastName: login.lastName,
      role: login.role,
      tenantId,
      isOwner: login.isOwner,
      onboardingCompleted: true,
    });
    await tx.insert(userRoles).values({ userId: user.id, role: login.role, tenantId });
    created.push(login.email);
  }
  return created;
}
