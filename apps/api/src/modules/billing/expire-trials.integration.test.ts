import { tenants, withPlatform } from '@scopewright/db';
import { createTenant } from '@scopewright/db/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { expireTrials } from './expire-trials';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

const DAY = 24 * 60 * 60 * 1000;

describe('the trial’s end', () => {
  it('makes ended trials read-only once, in two runs at once, and leaves live trials and plans alone', async () => {
    const now = new Date();
    const ended = await createTenant(h.owner.db, { trialEndDate: new Date(now.getTime() - 1000) });
    const live = await createTenant(h.owner.db, { trialEndDate: new Date(now.getTime() + 2 * DAY) });
    const paying = await createTenant(h.owner.db, {
      activeTier: 'premium',
      trialEndDate: new Date(now.getTime() - 30 * DAY),
    });
    const runs = await Promise.all([
      expireTrials({ database: h.database }, now),
      expireTrials({ database: h.database }, now),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    const rows = await withPlatform({ db: h.owner.db }, (tx) =>
      tx
        .select({ id: tenants.id, activeTier: tenants.activeTier })
        .from(tenants)
        .where(inArray(tenants.id, [ended.id, live.id, paying.id])),
    );
    const tierOf = (id: string) => rows.find((r) => r.id === id)?.activeTier;
    expect([tierOf(ended.id), tierOf(live.id), tierOf(paying.id)]).toEqual([
      'readonly_trial_expired',
      'trial',
      'premium',
    ]);
  });
});
