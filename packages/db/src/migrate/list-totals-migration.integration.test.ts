import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { RUNTIME_ROLE } from '../connection/runtime-role';
import { quotes, quoteVersions } from '../schema/quotes';
import { withPlatform } from '../tenancy/with-tenant';
import { createQuote, createTenant, createTestDatabase, createTestOwnerDatabase } from '../testing';
import { MIGRATIONS_FOLDER } from './migrate-database';

const owner = createTestOwnerDatabase();
const app = createTestDatabase();
afterAll(async () => {
  await Promise.all([owner.close(), app.close()]);
});

const statements = readFileSync(join(MIGRATIONS_FOLDER, '0016_list-totals-excl-tax.sql'), 'utf8').split(
  '--> statement-breakpoint',
);

describe('migration 0016: the list one-time column before tax (ADR 0026)', () => {
  it('rewrites a stored total incl. tax to the current version’s one-time revenue, under forced RLS', async () => {
    const tenant = await createTenant(app.db);
    const quote = await createQuote(app.db, tenant.id);
    await withPlatform({ db: owner.db }, async (tx) => {
      await tx
        .update(quoteVersions)
        .set({ totals: { oneTime: { revenueCents: 100_000, taxCents: 8_250, totalCents: 108_250 }, mrrCents: 0 } })
        .where(eq(quoteVersions.id, quote.currentVersionId!));
      await tx.update(quotes).set({ oneTimeTotalCents: 108_250 }).where(eq(quotes.id, quote.id));
    });

    const client = await owner.pool.connect();
    try {
      await client.query('begin');
      await client.query(`set local role ${RUNTIME_ROLE}`);
      for (const statement of statements) await client.query(statement);
      await client.query('commit');
    } finally {
      client.release();
    }

    const [row] = await withPlatform({ db: owner.db }, (tx) =>
      tx.select({ cents: quotes.oneTimeTotalCents }).from(quotes).where(eq(quotes.id, quote.id)),
    );
    expect(row?.cents).toBe(100_000);
  });
});
