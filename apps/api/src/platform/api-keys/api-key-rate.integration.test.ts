import { newId } from '@scopewright/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { ApiKeyRequestCounter } from './api-key-rate';

const RULE = { windowSeconds: 60, max: 50 };

let h: Awaited<ReturnType<typeof createIdentityApp>>;
beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

describe('ApiKeyRequestCounter', () => {
  it('counts exactly in one process, writing the shared counter in batches', async () => {
    const counter = new ApiKeyRequestCounter(h.database.db, RULE, 60_000);
    const key = newId();
    const now = Date.now();
    const counts = Array.from({ length: 51 }, () => counter.count(key, now).count);
    expect(counts).toEqual(Array.from({ length: 51 }, (_, i) => i + 1));
    await counter.settle();
    expect(counter.count(key, now).count).toBe(52);
  });

  it('shares the count between processes through the database', async () => {
    const a = new ApiKeyRequestCounter(h.database.db, RULE, 60_000);
    const b = new ApiKeyRequestCounter(h.database.db, RULE, 60_000);
    const key = newId();
    const now = Date.now();
    for (let i = 0; i < 30; i += 1) a.count(key, now);
    await a.settle();
    b.count(key, now);
    await b.settle();
    // b's first request learned a's 30; its second is the 32nd of the window.
    expect(b.count(key, now).count).toBe(32);
  });

  it('starts a new window once the shared one has ended', async () => {
    const counter = new ApiKeyRequestCounter(h.database.db, RULE, 60_000);
    const key = newId();
    const now = Date.now();
    for (let i = 0; i < 10; i += 1) counter.count(key, now);
    await counter.settle();
    const later = counter.count(key, now + RULE.windowSeconds * 1000 + 1);
    expect(later.count).toBe(1);
    expect(later.retryAfterSeconds).toBe(RULE.windowSeconds);
  });

  it('writes every key a process saw in one statement, each key counted apart', async () => {
    const counter = new ApiKeyRequestCounter(h.database.db, RULE, 60_000);
    const other = new ApiKeyRequestCounter(h.database.db, RULE, 60_000);
    const keys = [newId(), newId(), newId()];
    const now = Date.now();
    // Each key's first request is sent at once; the rest wait for the batch.
    keys.forEach((key, i) => {
      for (let n = 0; n <= i * 5; n += 1) counter.count(key, now);
    });
    await counter.settle();
    // Another process learns each key's shared count: 1, 6 and 11 requests before its own.
    const seen = keys.map((key) => other.count(key, now).count);
    expect(seen).toEqual([1, 1, 1]);
    await other.settle();
    expect(keys.map((key) => other.count(key, now).count)).toEqual([3, 8, 13]);
  });
});
