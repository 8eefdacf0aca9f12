import { describe, expect, it } from 'vitest';
import { applySessionNotification } from '../realtime/session-invalidation';
import { SessionCache, type SessionRow } from './session-cache';

const T0 = Date.parse('2026-11-27T10:00:00Z');
const HOUR = 3_600_000;
const TENANT = '0193a000-0000-7000-8000-000000000001';

const row = (n: number, overrides: Partial<SessionRow> = {}): SessionRow => ({
  session_id: `0193a000-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`,
  user_id: `0193a000-0000-7000-8000-0000000002${String(n).padStart(2, '0')}`,
  email: `user${n}@example.test`,
  email_verified: true,
  created_at: new Date(T0 - HOUR),
  expires_at: new Date(T0 + 24 * HOUR),
  actor: { profile: { tenant_id: TENANT }, tenant: { id: TENANT } } as unknown as SessionRow['actor'],
  ...overrides,
});

const liveCache = (options: Partial<ConstructorParameters<typeof SessionCache>[0]> = {}) => {
  const cache = new SessionCache({ ttlMs: 1_000, maxEntries: 3, absoluteLifetimeMs: 30 * 24 * HOUR, ...options });
  cache.setLive(true);
  return cache;
};

describe('SessionCache', () => {
  it('answers a stored session until its time to live, then asks the database again', () => {
    const cache = liveCache();
    cache.set('k', row(1), cache.generation, T0);
    expect(cache.get('k', T0 + 999)).toEqual(row(1));
    expect(cache.get('k', T0 + 1_000)).toBeUndefined();
  });

  it('a cached session past its expiry or its absolute lifetime is refused (null), not served', () => {
    const cache = liveCache({ ttlMs: 60_000 });
    cache.set('idle', row(1, { expires_at: new Date(T0 + 500) }), cache.generation, T0);
    cache.set('old', row(2, { created_at: new Date(T0 - 30 * 24 * HOUR + 500) }), cache.generation, T0);
    expect(cache.get('idle', T0 + 499)).not.toBeNull();
    expect(cache.get('idle', T0 + 500)).toBeNull();
    expect(cache.get('old', T0 + 500)).toBeNull();
  });

  it('serves nothing and stores nothing while its listener is not connected', () => {
    const cache = liveCache();
    cache.set('k', row(1), cache.generation, T0);
    cache.setLive(false);
    expect(cache.get('k', T0)).toBeUndefined();
    cache.set('k', row(1), cache.generation, T0);
    cache.setLive(true);
    expect(cache.get('k', T0)).toBeUndefined();
  });

  it('does not store a lookup that was in flight while something changed', () => {
    const cache = liveCache();
    const before = cache.generation;
    cache.dropUser(row(1).user_id);
    cache.set('k', row(1), before, T0);
    expect(cache.get('k', T0)).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the least recently used', () => {
    const cache = liveCache();
    for (const n of [1, 2, 3]) cache.set(`k${n}`, row(n), cache.generation, T0);
    cache.get('k1', T0);
    cache.set('k4', row(4), cache.generation, T0);
    expect(cache.size).toBe(3);
    expect(cache.get('k2', T0)).toBeUndefined();
    expect(cache.get('k1', T0)).toEqual(row(1));
  });

  it('a notification drops the session, the user or the workspace it names; an unreadable one drops all', () => {
    const cache = liveCache({ maxEntries: 10 });
    const fill = () => [1, 2, 3].forEach((n) => cache.set(`k${n}`, row(n), cache.generation, T0));
    fill();
    applySessionNotification(cache, `s:${row(1).session_id}`);
    expect([cache.get('k1', T0), cache.size]).toEqual([undefined, 2]);
    applySessionNotification(cache, `u:${row(2).user_id}`);
    expect([cache.get('k2', T0), cache.size]).toEqual([undefined, 1]);
    applySessionNotification(cache, `t:${TENANT}`);
    expect(cache.size).toBe(0);
    fill();
    applySessionNotification(cache, 'garbage');
    expect(cache.size).toBe(0);
  });
});
