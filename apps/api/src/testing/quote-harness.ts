import { randomUUID } from 'node:crypto';
import type { Tenant } from '@scopewright/db';
import { createClient, createTenant, createUser, type TestUser } from '@scopewright/db/testing';
import type { QuoteContentInput, QuoteDetail, QuoteLineInput } from '@scopewright/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { createIdentityApp } from './create-identity-app';
import { APP_URL } from './create-test-app';
import { signInAs } from './sign-in-as';

export type Harness = Awaited<ReturnType<typeof createIdentityApp>>;
export type Member = TestUser & { cookie: string };
export type ErrorJson = { error: { code: string; message: string; details?: unknown } };

export async function member(h: Harness, tenant: Tenant | null, role: 'pending_user' | 'msp_user' | 'msp_admin') {
  const user = await createUser(h.owner.db, { tenantId: tenant?.id ?? null, role });
  return { ...user, cookie: (await signInAs(h.owner.db, user.user.id)).cookie } satisfies Member;
}

/** A workspace (Enterprise trial unless overridden) with an admin, a user and one client. */
export async function workspace(h: Harness, overrides: Parameters<typeof createTenant>[1] = {}) {
  const tenant = await createTenant(h.owner.db, overrides);
  const [admin, user, client] = [
    await member(h, tenant, 'msp_admin'),
    await member(h, tenant, 'msp_user'),
    await createClient(h.owner.db, tenant.id, { name: 'Contoso Dental', currency: 'CAD' }),
  ];
  return { tenant, admin, user, client };
}

export type Workspace = Awaited<ReturnType<typeof workspace>>;

export function caller(h: Harness) {
  return async (
    who: Member | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ) => {
    const headers: Record<string, string> = { Origin: APP_URL };
    if (who) headers.Cookie = who.cookie;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return h.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  };
}

export const labourLine = (overrides: Partial<QuoteLineInput> = {}): QuoteLineInput => ({
  id: randomUUID(),
  kind: 'labor',
  name: 'Configure the firewall',
  unit: 'hour',
  quantity: 1,
  minutes: 240,
  roleName: 'Network Engineer',
  unitPriceCents: 17_500,
  unitCostCents: 7_000,
  ...overrides,
});

export const productLine = (overrides: Partial<QuoteLineInput> = {}): QuoteLineInput => ({
  id: randomUUID(),
  kind: 'product',
  name: 'FortiGate 60F',
  quantity: 2,
  unitPriceCents: 89_900,
  unitCostCents: 61_000,
  ...overrides,
});

export const monthlyLine = (overrides: Partial<QuoteLineInput> = {}): QuoteLineInput => ({
  id: randomUUID(),
  kind: 'recurring',
  name: 'Managed firewall',
  unit: 'device',
  quantity: 2,
  unitPriceCents: 4_900,
  unitCostCents: 1_500,
  frequency: 'monthly',
  termMonths: 36,
  ...overrides,
});

/** Three sections: labour, hardware and a monthly service. */
export const sampleContent = (): QuoteContentInput => ({
  contractTermMonths: 36,
  taxRateBps: 500,
  sections: [
    { id: randomUUID(), name: 'Implementation', lines: [labourLine(), labourLine({ name: 'Cut over', minutes: 120 })] },
    { id: randomUUID(), name: 'Hardware', kind: 'products', lines: [productLine()] },
    { id: randomUUID(), name: 'Managed services', kind: 'recurring', lines: [monthlyLine()] },
  ],
});

/** The body of PUT /draft from a detail: the same header, `content` replaced. */
export const draftOf = (detail: QuoteDetail, content: QuoteContentInput, lockVersion = detail.version.lockVersion) => ({
  lockVersion,
  title: detail.title,
  clientId: detail.client.id,
  contactId: detail.contactId,
  validUntil: detail.validUntil,
  currency: detail.currency,
  content,
});

/**
 * One app and one workspace for a test file: `suite.h`, `suite.call` and `suite.ws` are set in beforeAll,
 * and the app is closed in afterAll. Read them inside tests, not at collection time.
 */
export function quoteSuite() {
  const suite = {} as { h: Harness; call: ReturnType<typeof caller>; ws: Workspace };
  beforeAll(async () => {
    suite.h = await createIdentityApp();
    suite.call = caller(suite.h);
    suite.ws = await workspace(suite.h);
  });
  afterAll(() => suite.h?.close());
  return suite;
}

/** The JSON body of `response` once its status is `status` (a wrong status fails with the body as message). */
export async function expectJson<T>(response: Response, status: number): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}
