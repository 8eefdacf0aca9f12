import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { profiles, userRoles } from '../schema/profiles';
import { createTenant, createTestDatabase, createUser } from '../testing';
import { withTenant } from './with-tenant';

const app = createTestDatabase();
afterAll(() => app.close());

/** A transaction as the signed-in user only: app.user_id set, no tenant, no platform. */
const asUser = <T>(userId: string, fn: Parameters<typeof app.db.transaction<T>>[0]) =>
  app.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.user_id', ${userId}, true)`);
    return fn(tx);
  });

describe('profiles and user_roles: tenant policy plus self_read', () => {
  it('lets a user read their own profile and roles without a tenant, and nobody else’s', async () => {
    const tenant = await createTenant(app.db);
    const [me, colleague] = [
      await createUser(app.db, { tenantId: tenant.id }),
      await createUser(app.db, { tenantId: tenant.id }),
    ];
    const seen = await asUser(me.user.id, async (tx) => ({
      profiles: await tx.select({ id: profiles.id }).from(profiles),
      roles: await tx.select({ userId: userRoles.userId }).from(userRoles),
    }));
    expect(seen.profiles).toEqual([{ id: me.user.id }]);
    expect(seen.roles).toEqual([{ userId: me.user.id }]);
    const colleagues = await withTenant({ db: app.db, tenantId: tenant.id }, (tx) =>
      tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.tenantId, tenant.id)),
    );
    expect(colleagues.map((row) => row.id).sort()).toEqual([me.user.id, colleague.user.id].sort());
  });

  it('does not let the self scope write: no role change or tenant move without the tenant or platform scope', async () => {
    const tenant = await createTenant(app.db);
    const { user } = await createUser(app.db, { tenantId: tenant.id, role: 'pending_user' });
    const updated = await asUser(user.id, (tx) =>
      tx.update(profiles).set({ role: 'msp_admin' }).where(eq(profiles.id, user.id)).returning(),
    );
    expect(updated).toEqual([]);
    const superAdmin = await createUser(app.db, { tenantId: null });
    const ownNull = await asUser(superAdmin.user.id, (tx) => tx.select().from(profiles));
    expect(ownNull).toHaveLength(1);
  });
});
