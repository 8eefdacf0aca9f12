import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createQuote, createTenant, createTestDatabase, createTestOwnerDatabase } from '../testing';
import { withPlatform, withTenant } from './with-tenant';

const owner = createTestOwnerDatabase();
const app = createTestDatabase();
afterAll(async () => {
  await Promise.all([owner.close(), app.close()]);
});

const searchIds = async (tenantId: string | null, pattern: string, quoteNumber: number | null = null) => {
  const search = sql`select app_search_quote_ids(${pattern}, ${quoteNumber}::int, null) as id`;
  const { rows } = tenantId
    ? await withTenant({ db: app.db, tenantId }, (tx) => tx.execute<{ id: string }>(search))
    : await app.db.execute<{ id: string }>(search);
  return rows.map((row) => row.id).sort();
};

describe('app_search_quote_ids: the quote search by index runs as its owner, for the current tenant only', () => {
  it('returns the matching quotes of the transaction’s workspace and never another’s', async () => {
    const [a, b] = [await createTenant(app.db), await createTenant(app.db)];
    const mine = await createQuote(app.db, a.id, { title: 'Firewall refresh' });
    await createQuote(app.db, a.id, { title: 'Backup rollout' });
    const theirs = await createQuote(app.db, b.id, { title: 'Firewall refresh' });

    expect(await searchIds(a.id, '%firewall%')).toEqual([mine.id]);
    expect(await searchIds(b.id, '%firewall%')).toEqual([theirs.id]);
    // By number: only the workspace's own quote with that number.
    expect(await searchIds(a.id, '%no such words%', mine.number)).toEqual([mine.id]);
    // At most max_ids of them.
    await createQuote(app.db, a.id, { title: 'Firewall rules' });
    const { rows } = await withTenant({ db: app.db, tenantId: a.id }, (tx) =>
      tx.execute(sql`select app_search_quote_ids('%firewall%', null, 1) as id`),
    );
    expect(rows).toHaveLength(1);
  });

  it('returns nothing without a workspace, in platform scope included', async () => {
    const tenant = await createTenant(app.db);
    await createQuote(app.db, tenant.id, { title: 'Firewall refresh' });
    expect(await searchIds(null, '%firewall%')).toEqual([]);
    const { rows } = await withPlatform({ db: app.db }, (tx) =>
      tx.execute(sql`select app_search_quote_ids('%firewall%', null, null) as id`),
    );
    expect(rows).toEqual([]);
  });

  it('may be called by the runtime role only', async () => {
    const { rows } = await owner.db.execute<{ role: string; allowed: boolean }>(
      sql`select r.rolname as role, has_function_privilege(r.oid, 'app_search_quote_ids(text, integer, integer)', 'execute')
            as allowed
          from pg_roles r where r.rolname in ('scopewright_app', 'pg_monitor') order by r.rolname`,
    );
    expect(rows).toEqual([
      { role: 'pg_monitor', allowed: false },
      { role: 'scopewright_app', allowed: true },
    ]);
  });
});
