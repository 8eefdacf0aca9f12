import type { ActorRow, SupportRow } from '../access/actor';

/** What the session lookup returns (session.ts): the session, its user and `app_load_actor`'s JSON. */
export interface SessionRow extends Record<string, unknown> {
  session_id: string;
  user_id: string;
  email: string;
  email_verified: boolean;
  created_at: string | Date;
  expires_at: string | Date;
  actor: ActorRow | null;
  /** A super admin's open support session (read for super admins only); its workspace's changes drop the entry too. */
  support?: SupportRow | null;
}

interface Entry {
  row: SessionRow;
  /** The workspaces whose changes drop the entry: the profile's, and the one open as support. */
  tenantIds: string[];
  createdAtMs: number;
  expiresAtMs: number;
  storedAtMs: number;
}

export interface SessionCacheOptions {
  /** The safety net behind the notifications: an entry is read again from the database after this long. */
  ttlMs: number;
  /** The most sessions kept; the least recently used goes first. */
  maxEntries: number;
  /** Sessions end this long after sign-in however active (SESSION_ABSOLUTE_LIFETIME_S). */
  absoluteLifetimeMs: number;
}

/**
 * Session lookups of this process by the SHA-256 of the token (ADR 0038). Serves nothing while `live` is false
 * (the invalidation listener is not connected), and every drop bumps `generation` so a lookup that was in flight
 * during a change is not stored. A hit still passes the idle (`expires_at`) and absolute lifetime checks.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private live = false;
  /** Bumped by every drop: read it before a lookup and pass it to `set`. */
  generation = 0;

  constructor(private readonly options: SessionCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  isLive(): boolean {
    return this.live;
  }

  /** The cached row, null for a cached session that has ended, undefined when the database must be asked. */
  get(key: string, nowMs: number): SessionRow | null | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (nowMs - entry.storedAtMs >= this.options.ttlMs) return undefined;
    if (entry.expiresAtMs <= nowMs || entry.createdAtMs <= nowMs - this.options.absoluteLifetimeMs) return null;
    this.entries.set(key, entry);
    return entry.row;
  }

  set(key: string, row: SessionRow, generation: number, nowMs: number): void {
    if (!this.live || generation !== this.generation) return;
    this.entries.delete(key);
    this.entries.set(key, {
      row,
      tenantIds: [row.actor?.tenant?.id ?? row.actor?.profile?.tenant_id, row.support?.tenant.id].filter(
        (id): id is string => typeof id === 'string',
      ),
      createdAtMs: new Date(row.created_at).getTime(),
      expiresAtMs: new Date(row.expires_at).getTime(),
      storedAtMs: nowMs,
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  /** The listener is connected (true) or lost (false): either way whatever was cached may be stale. */
  setLive(live: boolean): void {
    this.live = live;
    this.dropAll();
  }

  dropAll(): void {
    this.generation += 1;
    this.entries.clear();
  }

  dropSession(sessionId: string): void {
    this.dropWhere((e) => e.row.session_id === sessionId);
  }

  dropUser(userId: string): void {
    this.dropWhere((e) => e.row.user_id === userId);
  }

  dropTenant(tenantId: string): void {
    this.dropWhere((e) => e.tenantIds.includes(tenantId));
  }

  /** A scan: notifications are rare next to requests, and the cache is bounded. */
  private dropWhere(matches: (entry: Entry) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (matches(entry)) this.entries.delete(key);
  }
}
