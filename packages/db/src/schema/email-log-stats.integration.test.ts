import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmailLog, createTenant, createTestDatabase } from '../testing';
import { withPlatform, withTenant } from '../tenancy/with-tenant';
import { emailLogDailyCounts } from './email-log-stats';
import { emailLogs } from './email-logs';

const app = createTestDatabase();
afterAll(() => app.close());

/** The rollup's counts for one template (the test's own), summed over shards: day → status → count. */
async function rollupOf(template: string) {
  const rows = await withPlatform({ db: app.db }, (tx) =>
    tx
      .select({
        day: emailLogDailyCounts.day,
        status: emailLogDailyCounts.status,
        n: sql<number>`sum(${emailLogDailyCounts.emailCount})::int`,
      })
      .from(emailLogDailyCounts)
      .where(eq(emailLogDailyCounts.templateName, template))
      .groupBy(emailLogDailyCounts.day, emailLogDailyCounts.status),
  );
  return Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [`${r.day} ${r.status}`, r.n]));
}

/** The same counts read from the log itself. */
async function rawOf(template: string) {
  const rows = await withPlatform({ db: app.db }, (tx) =>
    tx
      .select({
        day: sql<string>`(${emailLogs.loggedAt} at time zone 'UTC')::date::text`,
        status: emailLogs.status,
        n: sql<number>`count(*)::int`,
      })
      .from(emailLogs)
      .where(eq(emailLogs.templateName, template))
      .groupBy(sql`1`, emailLogs.status),
  );
  return Object.fromEntries(rows.map((r) => [`${r.day} ${r.status}`, r.n]));
}

describe('email_log_daily_counts (migration 0034)', () => {
  it('follows inserts, status changes, a move to another day and deletes, one row or many at once', async () => {
    const template = `stats_${randomUUID()}`;
    const tenant = await createTenant(app.db);
    const queuedAt = new Date('2026-03-10T23:59:00Z');
    const first = await createEmailLog(app.db, tenant.id, { templateName: template, createdAt: queuedAt });
    await createEmailLog(app.db, tenant.id, { templateName: template, createdAt: queuedAt, status: 'failed' });
    expect(await rollupOf(template)).toEqual({ '2026-03-10 queued': 1, '2026-03-10 failed': 1 });

    // Sent just after midnight: it now counts on the next day, as sent.
    await withTenant({ db: app.db, tenantId: tenant.id }, (tx) =>
      tx
        .update(emailLogs)
        .set({ status: 'sent', sentAt: new Date('2026-03-11T00:00:30Z') })
        .where(eq(emailLogs.id, first.id)),
    );
    expect(await rollupOf(template)).toEqual({ '2026-03-11 sent': 1, '2026-03-10 failed': 1 });

    // A bulk insert (one statement, 50 rows over two days) and a bulk update.
    await withPlatform({ db: app.db }, async (tx) => {
      await tx.insert(emailLogs).values(
        Array.from({ length: 50 }, (_, i) => ({
          tenantId: i % 2 ? tenant.id : null,
          transport: 'outbox' as const,
          templateName: template,
          recipientEmail: `r${i}@example.test`,
          subject: 'Bulk',
          status: 'sent' as const,
          sentAt: new Date(Date.UTC(2026, 2, 12 + (i % 2), 12)),
        })),
      );
      await tx
        .update(emailLogs)
        .set({ status: 'delivered' })
        .where(and(eq(emailLogs.templateName, template), sql`${emailLogs.recipientEmail} like 'r1%'`));
      // A change that moves no count writes nothing.
      await tx
        .update(emailLogs)
        .set({ metadata: { touched: true } })
        .where(eq(emailLogs.templateName, template));
    });
    expect(await rollupOf(template)).toEqual(await rawOf(template));

    await withTenant({ db: app.db, tenantId: tenant.id }, (tx) =>
      tx.delete(emailLogs).where(and(eq(emailLogs.templateName, template), eq(emailLogs.status, 'failed'))),
    );
    expect(await rollupOf(template)).toEqual(await rawOf(template));
    expect(Object.keys(await rollupOf(template))).not.toContain('2026-03-10 failed');
  });
});
