import { createTenant, createUser, type TestUser } from '@scopewright/db/testing';
import type { Tenant } from '@scopewright/db';
import { APP_URL } from './create-test-app';
import type { createIdentityApp } from './create-identity-app';
import { signInAs } from './sign-in-as';

export const PERSONAS = ['anonymous', 'pending_user', 'msp_user', 'msp_admin', 'super_admin'] as const;
export type Persona = (typeof PERSONAS)[number];
export type SignedInPersona = Exclude<Persona, 'anonymous'>;

export type IdentityHarness = Awaited<ReturnType<typeof createIdentityApp>>;
export type SignedInUser = TestUser & { cookie: string };

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
}

/**
 * Two workspaces on an Enterprise trial: A with one user per role, B with an admin and a user, plus a platform
 * super admin. Each has a live session. Requests go through the whole app (CORS, Origin, session, guards).
 */
export interface AccessFixture {
  h: IdentityHarness;
  tenantA: Tenant;
  tenantB: Tenant;
  a: Record<SignedInPersona, SignedInUser>;
  b: { msp_user: SignedInUser; msp_admin: SignedInUser };
  call: (who: Persona | SignedInUser, request: ApiRequest) => Promise<Response>;
}

async function signedIn(h: IdentityHarness, user: TestUser): Promise<SignedInUser> {
  return { ...user, cookie: (await signInAs(h.owner.db, user.user.id)).cookie };
}

let ipCounter = 0;

export async function createAccessFixture(h: IdentityHarness): Promise<AccessFixture> {
  const [tenantA, tenantB] = await Promise.all([createTenant(h.owner.db), createTenant(h.owner.db)]);
  const inA = (role: 'pending_user' | 'msp_user' | 'msp_admin') =>
    createUser(h.owner.db, { tenantId: tenantA.id, role }).then((u) => signedIn(h, u));
  const a: AccessFixture['a'] = {
    pending_user: await inA('pending_user'),
    msp_user: await inA('msp_user'),
    msp_admin: await inA('msp_admin'),
    super_admin: await signedIn(h, await createUser(h.owner.db, { tenantId: null, role: 'super_admin' })),
  };
  const b = {
    msp_user: await signedIn(h, await createUser(h.owner.db, { tenantId: tenantB.id, role: 'msp_user' })),
    msp_admin: await signedIn(h, await createUser(h.owner.db, { tenantId: tenantB.id, role: 'msp_admin' })),
  };
  const call = async (who: Persona | SignedInUser, request: ApiRequest) => {
    const cookie = typeof who === 'string' ? (who === 'anonymous' ? undefined : a[who].cookie) : who.cookie;
    const headers: Record<string, string> = { Origin: APP_URL };
    if (cookie) headers.Cookie = cookie;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    ipCounter += 1;
    return h.app.request(
      request.path,
      {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      },
      { incoming: { socket: { remoteAddress: `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}` } } },
    );
  };
  return { h, tenantA, tenantB, a, b, call };
}

/**
 * One API route in the permission matrix (docs/security.md#tenant-isolation, docs/security.md#permission-matrix). `request` builds the call for one persona of
 * workspace A (it may create the rows it needs, so write cells don't interfere); `expect` is the exact status
 * per persona, denied cells included. `crossTenant` replays A's ids as workspace B's users: 404 and A
 * unchanged; routes that take no id say why they have no such case.
 */
export interface MatrixCase {
  route: string;
  request: (f: AccessFixture, persona: Persona) => ApiRequest | Promise<ApiRequest>;
  expect: Record<Persona, number>;
  crossTenant:
    { noIds: string } | ((f: AccessFixture) => Promise<{ request: ApiRequest; snapshot: () => Promise<unknown> }>);
}
