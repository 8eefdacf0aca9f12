import type { Database } from '@scopewright/db';
import type { ActorRow } from '../access/actor';
import { hashApiKey } from './api-key-secret';

/** What `app_use_api_key` returns (migration 0032). */
export interface ApiKeyRow {
  key: { id: string; tenant_id: string; name: string; scopes: string[]; expires_at: string | null };
  tenant: NonNullable<ActorRow['tenant']>;
}

interface Entry {
  row: ApiKeyRow | null;
  storedAtMs: number;
}

export interface ApiKeyLookup {
  find(secret: string): Promise<ApiKeyRow | null>;
}

/**
 * How long a process trusts what it read about a key: a revocation, an expiry or a workspace's suspension reaches
 * every process within this bound (as sessions do, security promise 7).
 */
export const API_KEY_CACHE_TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;

const FIND_KEY = { name: 'use-api-key', text: 'select app_use_api_key($1) as row' };

/** The key check: one prepared statement on the pool, answers kept for a second per process. */
export function createApiKeyLookup(database: Database, { ttlMs = API_KEY_CACHE_TTL_MS } = {}): ApiKeyLookup {
  const entries = new Map<string, Entry>();
  return {
    async find(secret) {
      const hash = hashApiKey(secret);
      const now = Date.now();
      const cached = entries.get(hash);
      if (cached && now - cached.storedAtMs < ttlMs) {
        const expiresAt = cached.row?.key.expires_at;
        if (!expiresAt || new Date(expiresAt).getTime() > now) return cached.row;
        return null;
      }
      const result = await database.pool.query<{ row: ApiKeyRow | null }>({ ...FIND_KEY, values: [hash] });
      const row = result.rows[0]?.row ?? null;
      if (ttlMs <= 0) return row;
      entries.delete(hash);
      entries.set(hash, { row, storedAtMs: now });
      for (const oldest of entries.keys()) {
        if (entries.size <= MAX_ENTRIES) break;
        entries.delete(oldest);
      }
      return row;
    },
  };
}
