import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectDatabase, connectOwner, type Database } from '../connection/connect-database';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../migrate/migrate-database';
import { accounts, users } from '../schema/auth';
import { emailTemplates } from '../schema/email-templates';
import { profiles } from '../schema/profiles';
import { tenants } from '../schema/tenants';
import { withPlatform } from '../tenancy/with-tenant';
import { createScratchDatabase, getTestDatabaseUrl, type ScratchDatabase } from '../testing';
import { DEMO_LOGINS } from './demo-users';
import { seedDatabase } from './seed-database';

const readMigrationJournal = () =>
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

let scratch: ScratchDatabase;
let database: Database;

beforeAll(async () => {
  scratch = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_seed');
  await migrateDatabase(scratch.url);
  database = connectDatabase(scratch.url, { max: 2 });
});

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

describe('seedDatabase', () => {
  it('creates the templates and the demo workspace once, then changes nothing', async () => {
    const first = await seedDatabase(database, { demo: true });
    expect(first.templates.created).toHaveLength(15);
    expect(first.demoTenant).toMatchObject({ name: 'Demo MSP', domain: 'demo-msp.test', selectedTier: 'enterprise' });
    const trialMs = first.demoTenant!.trialEndDate!.getTime() - first.demoTenant!.trialStartDate!.getTime();
    expect(trialMs).toBe(14 * 24 * 60 * 60 * 1000);

    const second = await seedDatabase(database, { demo: true });
    expect(second).toEqual({
      templates: { created: [], updated: [], unchanged: first.templates.created },
      demoTenant: null,
      demoUsersCreated: [],
    });
    const counts = await withPlatform(database, async (tx) => ({
      templates: await tx.$count(emailTemplates),
      tenants: await tx.$count(tenants),
    }));
    expect(counts).toEqual({ templates: 15, tenants: 1 });
  });

  it('restores a template edited in the database from its files', async () => {
    await withPlatform(database, (tx) =>
      tx.update(emailTemplates).set({ subject: 'edited' }).where(eq(emailTemplates.alias, 'password_reset')),
    );
    const result = await seedDatabase(database, { demo: false });
    expect(result.templates.updated).toEqual(['password_reset']);
  });

  it('runs as the runtime role, which may not delete templates', async () => {
    await expect(withPlatform(database, (tx) => tx.delete(emailTemplates))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '42501' }),
    });
  });
});

describe('migrateDatabase', () => {
  it('is safe to run from two callers at once', async () => {
    const other = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_migrate');
    try {
      await Promise.all([migrateDatabase(other.url), migrateDatabase(other.url), migrateDatabase(other.url)]);
      const owner = connectOwner(other.url);
      try {
        const { rows } = await owner.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        expect(rows[0].n).toBe(readMigrationJournal().entries.length);
      } finally {
        await owner.close();
      }
    } finally {
      await other.drop();
    }
  });
});

describe('seedDatabase demo users', () => {
  it('creates the four verified demo logins and the second workspace once, with the given password hash', async () => {
    const other = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_demo');
    await migrateDatabase(other.url);
    const db = connectDatabase(other.url, { max: 2 });
    try {
      const hashPassword = async (password: string) => `hashed:${password}`;
      const first = await seedDatabase(db, { demo: true, demoUsers: { password: 'Demo-pass-1', hashPassword } });
      expect(first.demoUsersCreated).toEqual(DEMO_LOGINS.map((login) => login.email));
      const again = await seedDatabase(db, { demo: true, demoUsers: { password: 'Demo-pass-1', hashPassword } });
      expect(again.demoUsersCreated).toEqual([]);
      const rows = await withPlatform(db, (tx) =>
        tx
          .select({
            email: profiles.email,
            role: profiles.role,
            isOwner: profiles.isOwner,
            tenant: tenants.name,
            tier: tenants.activeTier,
            verified: users.emailVerified,
            password: accounts.password,
          })
          .from(profiles)
          .innerJoin(users, eq(users.id, profiles.id))
          .innerJoin(accounts, eq(accounts.userId, users.id))
          .leftJoin(tenants, eq(tenants.id, profiles.tenantId))
          .orderBy(profiles.email),
      );
      expect(rows).toEqual([
        {
          email: 'admin@demo-msp.test',
          role: 'msp_admin',
          isOwner: true,
          tenant: 'Demo MSP',
          tier: 'trial',
          verified: true,
          password: 'hashed:Demo-pass-1',
        },
        {
          email: 'admin@other-msp.test',
          role: 'msp_admin',
          isOwner: true,
          tenant: 'Other MSP',
          tier: 'essentials',
          verified: true,
          password: 'hashed:Demo-pass-1',
        },
        {
          email: 'super@scopewright.test',
          role: 'super_admin',
          isOwner: false,
          tenant: null,
          tier: null,
          verified: true,
          password: 'hashed:Demo-pass-1',
        },
        {
          email: 'user@demo-msp.test',
          role: 'msp_user',
          isOwner: false,
          tenant: 'Demo MSP',
          tier: 'trial',
          verified: true,
          password: 'hashed:Demo-pass-1',
        },
      ]);
    } finally {
      await db.close();
      await other.drop();
    }
  });
});
