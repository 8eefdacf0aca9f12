import { randomBytes } from 'node:crypto';
import { accounts, auditEvents, withPlatform, type AuditEvent, type Tenant } from '@scopewright/db';
import { createTenant, createUser, type TestUser } from '@scopewright/db/testing';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { APP_URL } from '../../testing/create-test-app';
import type { createIdentityApp } from '../../testing/create-identity-app';
import { REQUEST_ID_HEADER } from '../request-id';
import { signInAs } from '../../testing/sign-in-as';

export type Harness = Awaited<ReturnType<typeof createIdentityApp>>;
export type Role = 'pending_user' | 'msp_user' | 'msp_admin' | 'super_admin';
export type Member = TestUser & { cookie: string };

/** Every request of these tests says who it is, so the entries can be checked for it. */
export const USER_AGENT = 'AuditRecordingTest/1.0 (vitest)';

export interface Answer {
  status: number;
  text: string;
  requestId: string;
  ip: string;
  headers: Headers;
  json: <T>() => T;
}

/**
 * The test app as a browser reaches it: Origin, JSON, a user agent and a distinct client address per request
 * (so per-address limits of one test never touch another, and each entry's address can be matched).
 */
export function auditHarness(h: () => Harness) {
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.42.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };

  async function call(
    who: { cookie: string } | string | null,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer> {
    const cookie = typeof who === 'string' ? who : who?.cookie;
    // Our own request id (kept when it is a safe token): Better Auth's answers do not echo the header.
    const requestId = `audit-test-${randomBytes(8).toString('hex')}`;
    const headers: Record<string, string> = {
      Origin: APP_URL,
      'User-Agent': USER_AGENT,
      [REQUEST_ID_HEADER]: requestId,
    };
    if (cookie) headers.Cookie = cookie;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const ip = nextIp();
    const response = await h().app.request(
      path,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: ip } } },
    );
    const text = await response.text();
    return {
      status: response.status,
      text,
      requestId,
      ip,
      headers: response.headers,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  async function member(tenant: Tenant | null, role: Role, options: { isOwner?: boolean } = {}): Promise<Member> {
    const user = await createUser(h().owner.db, { tenantId: tenant?.id ?? null, role, ...options });
    return { ...user, cookie: (await signInAs(h().owner.db, user.user.id)).cookie };
  }

  async function workspace(overrides: Parameters<typeof createTenant>[1] = {}) {
    const tenant = await createTenant(h().owner.db, overrides);
    return { tenant, admin: await member(tenant, 'msp_admin', { isOwner: true }) };
  }

  /** A credential account for a factory user, so they can sign in with a password. */
  async function givePassword(user: TestUser, password: string): Promise<void> {
    const hash = await h().identity.signupDeps.hashPassword(password);
    await h()
      .owner.db.insert(accounts)
      .values({ userId: user.user.id, providerId: 'credential', accountId: user.user.id, password: hash });
  }

  /** The audit entries matching every condition given, oldest first. */
  async function entries(where: {
    action?: string;
    tenantId?: string | null;
    targetId?: string;
    actorUserId?: string;
    actorLabel?: string;
  }): Promise<AuditEvent[]> {
    const conditions: SQL[] = [];
    if (where.action) conditions.push(eq(auditEvents.action, where.action));
    if (where.tenantId) conditions.push(eq(auditEvents.tenantId, where.tenantId));
    if (where.targetId) conditions.push(eq(auditEvents.targetId, where.targetId));
    if (where.actorUserId) conditions.push(eq(auditEvents.actorUserId, where.actorUserId));
    if (where.actorLabel) conditions.push(eq(auditEvents.actorLabel, where.actorLabel));
    return withPlatform({ db: h().owner.db }, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(...conditions))
        .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id)),
    );
  }

  /** The one entry matching; fails when there is none or more than one. */
  async function onlyEntry(where: Parameters<typeof entries>[0]): Promise<AuditEvent> {
    const found = await entries(where);
    expect(found, JSON.stringify(where)).toHaveLength(1);
    return found[0]!;
  }

  /** Every entry of a workspace (the whole log for null), oldest first. */
  async function allOf(tenantId: string | null): Promise<AuditEvent[]> {
    return withPlatform({ db: h().owner.db }, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(tenantId === null ? undefined : eq(auditEvents.tenantId, tenantId))
        .orderBy(asc(auditEvents.occurredAt), asc(auditEvents.id)),
    );
  }

  /** The whole audit log as one text: what must never appear in it is searched for here. */
  async function wholeLogText(): Promise<string> {
    const rows = await withPlatform({ db: h().owner.db }, (tx) => tx.select().from(auditEvents));
    return JSON.stringify(rows);
  }

  return { call, member, workspace, givePassword, entries, onlyEntry, allOf, wholeLogText };
}

/** The entry came from this request: its id, the caller's address and user agent. */
export function expectFromRequest(entry: AuditEvent, answer: Answer): void {
  expect(entry.requestId).toBe(answer.requestId);
  expect(entry.requestId).not.toBe('');
  expect(entry.ip).toBe(answer.ip);
  expect(entry.userAgent).toBe(USER_AGENT);
}

/** The entry's actor is this person, acting as a workspace member. */
export function expectActor(entry: AuditEvent, who: TestUser, kind: 'user' | 'super_admin' = 'user'): void {
  expect(entry).toMatchObject({ actorKind: kind, actorUserId: who.user.id, actorLabel: who.user.email });
}
