import { integrationSyncRuns, withPlatform } from '@scopewright/db';
import {
  createIntegrationConnection,
  createTenant,
  createTestDatabase,
  createTestOwnerDatabase,
} from '@scopewright/db/testing';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { enqueueDailyPulls } from './enqueue-psa-pull';

const app = createTestDatabase();
const owner = createTestOwnerDatabase();
afterAll(async () => {
  await app.close();
  await owner.close();
});

describe('the daily import', () => {
  it('queues one scheduled pull per connection set to daily, none for the others, and no second while one waits', async () => {
    const sent: string[] = [];
    const jobs = { enqueue: async (_tx: unknown, queue: string) => (sent.push(queue), 'job') };
    const tenants = [(await createTenant(owner.db)).id, (await createTenant(owner.db)).id];
    const daily = await createIntegrationConnection(owner.db, tenants[0]!, {
      settings: { pullSchedule: 'daily', pushOnAcceptance: false, options: {} },
    });
    const off = await createIntegrationConnection(owner.db, tenants[1]!, {
      provider: 'autotask',
      settings: { pullSchedule: 'off', pushOnAcceptance: false, options: {} },
    });
    const runsOf = () =>
      withPlatform({ db: owner.db }, (tx) =>
        tx
          .select()
          .from(integrationSyncRuns)
          .where(inArray(integrationSyncRuns.connectionId, [daily.id, off.id])),
      );

    // Scoped to this test's workspaces: other tests' connections share the database.
    await enqueueDailyPulls({ database: app, jobs: jobs as never }, tenants);
    const first = await runsOf();
    expect(first).toEqual([
      expect.objectContaining({ connectionId: daily.id, kind: 'pull', trigger: 'schedule', status: 'queued' }),
    ]);
    expect(sent.length).toBeGreaterThanOrEqual(1);

    await enqueueDailyPulls({ database: app, jobs: jobs as never }, tenants);
    expect(await runsOf()).toHaveLength(1);
  });
});
