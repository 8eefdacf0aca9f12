import { emailLogs, lifecycleEmailSends, tenants, withPlatform, type NewTenant } from '@scopewright/db';
import { createTenant } from '@scopewright/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createIdentityApp, TEST_SESSION_SECRET } from '../../testing/create-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { member, type Harness } from '../../testing/quote-harness';
import type { LifecycleEmailDeps } from './queue-lifecycle-emails';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** Its own database (createIdentityApp): a run covers every workspace, so no other file's rows may be in it. */
export function lifecycleSuite() {
  const suite = {} as { h: Harness; deps: () => LifecycleEmailDeps };
  beforeAll(async () => {
    suite.h = await createIdentityApp();
    suite.deps = () => ({
      database: suite.h.database,
      mail: { jobs: suite.h.jobs, transport: 'outbox' },
      appUrl: APP_URL,
      unsubscribeSecret: TEST_SESSION_SECRET,
      logger: suite.h.log.logger,
    });
  }, 60_000);
  afterAll(() => suite.h?.close());
  return suite;
}

/**
 * A workspace `day` days (plus an hour) into a 14-day trial at `now`, with an admin; its contact email is the
 * admin's unless overridden (null: none).
 */
export async function trialWorkspace(
  h: Harness,
  { day, now = new Date(), ...overrides }: { day: number; now?: Date } & Partial<NewTenant>,
) {
  const start = new Date(now.getTime() - day * DAY - HOUR);
  const tenant = await createTenant(h.owner.db, {
    trialStartDate: start,
    trialEndDate: new Date(start.getTime() + 14 * DAY),
    ...overrides,
  });
  const admin = await member(h, tenant, 'msp_admin');
  if (overrides.contactEmail === undefined) {
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.update(tenants).set({ contactEmail: admin.profile.email }).where(eq(tenants.id, tenant.id)),
    );
  }
  return { tenant, admin, start };
}

export async function sendsOf(h: Harness, tenantId: string) {
  return withPlatform({ db: h.owner.db }, (tx) =>
    tx
      .select()
      .from(lifecycleEmailSends)
      .where(eq(lifecycleEmailSends.tenantId, tenantId))
      .orderBy(asc(lifecycleEmailSends.createdAt), asc(lifecycleEmailSends.step)),
  );
}

export async function emailsOf(h: Harness, tenantId: string) {
  return withPlatform({ db: h.owner.db }, (tx) =>
    tx.select().from(emailLogs).where(eq(emailLogs.tenantId, tenantId)).orderBy(asc(emailLogs.createdAt)),
  );
}

export const templateData = (log: { metadata: Record<string, unknown> }) =>
  log.metadata.template_data as Record<string, unknown>;
