import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { RUNTIME_ROLE } from '../connection/runtime-role';
import { aiRuns, aiUsageCounters } from '../schema/ai';
import { withPlatform, withTenant } from '../tenancy/with-tenant';
import { createAiRun, createTenant, createTestDatabase, createTestOwnerDatabase } from '../testing';
import { aiUsageMonth, countAiGenerations } from '../usage/ai-usage-counters';
import { MIGRATIONS_FOLDER } from './migrate-database';

const owner = createTestOwnerDatabase();
const app = createTestDatabase();
afterAll(async () => {
  await Promise.all([owner.close(), app.close()]);
});

/** The backfill: the statements after the table, its policy and FORCE (the set_config and the insert). */
const backfill = readFileSync(join(MIGRATIONS_FOLDER, '0018_ai-usage-counters.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .slice(-2);

describe('migration 0018: the AI usage counters start from the runs already recorded (ADR 0043)', () => {
  it('counts each month’s succeeded runs, never failed ones, under forced RLS', async () => {
    const tenant = await createTenant(app.db);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 20));
    for (let i = 0; i < 3; i += 1) await createAiRun(app.db, tenant.id);
    for (let i = 0; i < 2; i += 1) await createAiRun(app.db, tenant.id, { createdAt: lastMonth });
    await createAiRun(app.db, tenant.id, { status: 'failed', output: null });
    // As before the migration: runs, no counters.
    await withPlatform({ db: owner.db }, (tx) =>
      tx.delete(aiUsageCounters).where(eq(aiUsageCounters.tenantId, tenant.id)),
    );

    const client = await owner.pool.connect();
    try {
      await client.query('begin');
      await client.query(`set local role ${RUNTIME_ROLE}`);
      for (const statement of backfill) await client.query(statement);
      await client.query('commit');
    } finally {
      client.release();
    }

    const counted = await withTenant({ db: app.db, tenantId: tenant.id }, async (tx) => ({
      thisMonth: await countAiGenerations(tx, tenant.id, now),
      lastMonth: await countAiGenerations(tx, tenant.id, lastMonth),
      runs: (await tx.select({ id: aiRuns.id }).from(aiRuns).where(eq(aiRuns.tenantId, tenant.id))).length,
    }));
    expect(counted).toEqual({ thisMonth: 3, lastMonth: 2, runs: 6 });
    expect(aiUsageMonth(lastMonth)).toMatch(/^\d{4}-\d{2}-01$/);
  });
});
