import { createTenant, createUser, type TestUser } from '@scopewright/db/testing';
import type { Tenant } from '@scopewright/db';
import { APP_URL } from '../../testing/create-test-app';
import type { createIdentityApp } from '../../testing/create-identity-app';
import { signInAs } from '../../testing/sign-in-as';

export type Harness = Awaited<ReturnType<typeof createIdentityApp>>;
export type Role = 'pending_user' | 'msp_user' | 'msp_admin' | 'super_admin';
export type Member = TestUser & { cookie: string };
export type ErrorJson = { error: { code: string; message: string; details?: unknown } };

export function rateCardHarness(h: () => Harness) {
  async function member(tenant: Tenant | null, role: Role): Promise<Member> {
    const user = await createUser(h().owner.db, { tenantId: tenant?.id ?? null, role });
    return { ...user, cookie: (await signInAs(h().owner.db, user.user.id)).cookie };
  }

  async function workspace(overrides: Parameters<typeof createTenant>[1] = {}) {
    const tenant = await createTenant(h().owner.db, overrides);
    return { tenant, admin: await member(tenant, 'msp_admin') };
  }

  async function call(who: Member | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, body?: unknown) {
    const headers: Record<string, string> = { Origin: APP_URL };
    if (who) headers.Cookie = who.cookie;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return h().app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  async function json<T>(who: Member | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, body?: unknown) {
    const response = await call(who, method, path, body);
    return { status: response.status, body: (await response.json()) as T };
  }

  return { member, workspace, call, json };
}
