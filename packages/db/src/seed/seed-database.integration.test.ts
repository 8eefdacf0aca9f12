import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectDatabase, connectOwner, type Database } from '../connection/connect-database';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../migrate/migrate-database';
import { emailTemplates } from '../schema/email-templates';
import { tenants } from '../schema/tenants';
import { withPlatform } from '../tenancy/with-tenant';
import { createScratchDatabase, getTestDatabaseUrl, type ScratchDatabase } from '../testing';
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
