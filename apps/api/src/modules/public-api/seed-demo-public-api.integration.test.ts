import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiKeys,
  connectDatabase,
  migrateDatabase,
  seedDatabase,
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  withPlatform,
  type Database,
} from '@scopewright/db';
import { createScratchDatabase, getTestDatabaseUrl, type ScratchDatabase } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey, isWellFormedApiKey } from '../../platform/api-keys/api-key-secret';
import { createKeyring } from '../../platform/secret-box/encryption-keyring';
import { TEST_INTEGRATIONS_ENCRYPTION_KEY } from '../../testing/create-identity-app';
import { seedDemoPublicApi } from './seed-demo-public-api';

const keyring = createKeyring(TEST_INTEGRATIONS_ENCRYPTION_KEY);
let scratch: ScratchDatabase;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  scratch = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_demo_api');
  await migrateDatabase(scratch.url);
  database = connectDatabase(scratch.url, { max: 2 });
  await seedDatabase(database, { demo: true });
  dataDir = mkdtempSync(join(tmpdir(), 'scopewright-demo-api-'));
});

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const all = <T>(read: Parameters<typeof withPlatform<T>>[1]) => withPlatform(database, read);

describe('the demo workspace’s API key and webhook endpoint', () => {
  it('seeds a live key kept in DATA_DIR and a disabled endpoint with a delivery history, once', async () => {
    const secret = await seedDemoPublicApi(database, { keyring, dataDir });
    expect(secret).not.toBeNull();
    expect(isWellFormedApiKey(secret!)).toBe(true);
    const file = join(dataDir, 'demo-api-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const keys = await all((tx) => tx.select().from(apiKeys));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ name: 'HubSpot sync (demo)', hash: hashApiKey(secret!) });

    const endpoints = await all((tx) => tx.select().from(webhookEndpoints));
    expect(endpoints).toHaveLength(1);
    expect(endpoints[0]?.status).toBe('disabled');
    const deliveries = await all((tx) => tx.select().from(webhookDeliveries));
    expect(deliveries.map((d) => d.status).sort()).toEqual(['failed', 'succeeded', 'succeeded']);
    expect(deliveries.every((d) => d.status !== 'pending')).toBe(true);
    const attempts = await all((tx) => tx.select().from(webhookDeliveryAttempts));
    expect(attempts.length).toBeGreaterThan(deliveries.length);

    // The next start finds the same key and adds nothing.
    expect(await seedDemoPublicApi(database, { keyring, dataDir })).toBe(secret);
    expect(await all((tx) => tx.$count(apiKeys))).toBe(1);
    expect(await all((tx) => tx.$count(webhookEndpoints))).toBe(1);
  });

  it('prints nothing once the demo key is revoked', async () => {
    await all((tx) => tx.update(apiKeys).set({ revokedAt: new Date() }).where(eq(apiKeys.name, 'HubSpot sync (demo)')));
    expect(await seedDemoPublicApi(database, { keyring, dataDir })).toBeNull();
    expect(await all((tx) => tx.$count(apiKeys))).toBe(1);
  });
});
