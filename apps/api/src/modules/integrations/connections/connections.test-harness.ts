import type { Tenant } from '@scopewright/db';
import { createTenant, createUser } from '@scopewright/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { APP_URL } from '../../../testing/create-test-app';
import { createIdentityApp } from '../../../testing/create-identity-app';
import { startAutotaskFake } from '../../../testing/psa-fakes/autotask/start-autotask-fake';
import { startConnectWiseFake } from '../../../testing/psa-fakes/connectwise/start-connectwise-fake';
import { startHaloPsaFake } from '../../../testing/psa-fakes/halopsa/create-halopsa-fake';
import { signInAs } from '../../../testing/sign-in-as';

export type Who = { cookie: string };
export type ErrorJson = { error: { code: string; message: string; details?: Record<string, unknown> } };

/**
 * The app with the three PSA fakes served on loopback and allow-listed (as OUTBOUND_ALLOW_LIST and
 * AUTOTASK_ZONE_LOOKUP_URL do in development); `bodies` keeps every response body the tests read.
 */
export function connectionsSuite() {
  const suite = {} as {
    h: Awaited<ReturnType<typeof createIdentityApp>>;
    cw: Awaited<ReturnType<typeof startConnectWiseFake>>;
    autotask: Awaited<ReturnType<typeof startAutotaskFake>>;
    halo: Awaited<ReturnType<typeof startHaloPsaFake>>;
    bodies: string[];
  };
  beforeAll(async () => {
    suite.cw = await startConnectWiseFake();
    suite.autotask = await startAutotaskFake();
    suite.halo = await startHaloPsaFake();
    const hosts = [suite.cw.url, suite.autotask.url, suite.halo.server.url].map((url) => new URL(url).host);
    suite.h = await createIdentityApp({
      integrations: { outboundAllowList: hosts, autotaskZoneLookupUrl: suite.autotask.url },
    });
    suite.bodies = [];
  }, 60_000);
  afterAll(async () => {
    await suite.h?.close();
    await Promise.all([suite.cw?.close(), suite.autotask?.close(), suite.halo?.server.close()]);
  });

  async function member(tenant: Tenant, role: 'msp_user' | 'msp_admin' = 'msp_admin'): Promise<Who> {
    const user = await createUser(suite.h.owner.db, { tenantId: tenant.id, role });
    return { cookie: (await signInAs(suite.h.owner.db, user.user.id)).cookie };
  }

  /** A Premium workspace and its admin. */
  async function workspace(overrides: Parameters<typeof createTenant>[1] = {}) {
    const tenant = await createTenant(suite.h.owner.db, {
      activeTier: 'premium',
      selectedTier: 'premium',
      ...overrides,
    });
    return { tenant, admin: await member(tenant) };
  }

  async function call(who: Who, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { Origin: APP_URL, Cookie: who.cookie };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await suite.h.app.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    suite.bodies.push(text);
    return { status: response.status, text, json: <T>() => JSON.parse(text) as T };
  }

  const cwCredentials = (overrides: Record<string, string> = {}) => ({
    site: suite.cw.url,
    companyId: suite.cw.state.credentials.companyId,
    publicKey: suite.cw.state.credentials.publicKey,
    privateKey: suite.cw.state.credentials.privateKey,
    clientId: suite.cw.state.credentials.clientId,
    ...overrides,
  });

  return { suite, member, workspace, call, cwCredentials };
}
