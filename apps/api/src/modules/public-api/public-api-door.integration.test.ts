import { apiIdempotencyKeys, apiKeys, clients, withPlatform } from '@scopewright/db';
import { createTenant, createUser } from '@scopewright/db/testing';
import { PUBLIC_API_COPY, type ApiKeySummary, type CreatedApiKey } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allScopesBut, issueApiKey } from '../../testing/api-keys';
import { createIdentityApp } from '../../testing/create-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { signInAs } from '../../testing/sign-in-as';
import { purgeIdempotencyKeys } from './idempotency-purge.jobs';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
beforeAll(async () => {
  h = await createIdentityApp({ apiKeyRateRule: { windowSeconds: 60, max: 30 } });
});
afterAll(() => h?.close());

interface ErrorJson {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

/** A request as a script would send it: a bearer key, no Origin, no cookie. */
function v1(secret: string | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return h.app.request(`/api/v1${path}`, {
    method,
    headers: {
      ...(secret === null ? {} : { Authorization: `Bearer ${secret}` }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function workspace(overrides: Parameters<typeof createTenant>[1] = {}) {
  const tenant = await createTenant(h.owner.db, overrides);
  const admin = await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_admin' });
  const { cookie } = await signInAs(h.owner.db, admin.user.id);
  const session = (method: string, path: string, body?: unknown) =>
    h.app.request(path, {
      method,
      headers: {
        Cookie: cookie,
        Origin: APP_URL,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { tenant, admin, cookie, session };
}

describe('API keys in Settings → API', () => {
  it('creates a key shown once, lists it without the secret, and the key opens /api/v1', async () => {
    const { tenant, session } = await workspace();
    const created = await session('POST', '/api/api-keys', { name: 'Zapier', scopes: ['clients:read'] });
    expect(created.status).toBe(201);
    const { key, secret } = (await created.json()) as CreatedApiKey;
    expect(secret).toMatch(/^sw_live_[0-9A-Za-z]{38}$/);
    expect(key).toMatchObject({ name: 'Zapier', scopes: ['clients:read'], status: 'active', lastUsedAt: null });
    expect(key.start).toBe(secret.slice(0, 12));

    const list = (await (await session('GET', '/api/api-keys')).json()) as { items: ApiKeySummary[] };
    expect(JSON.stringify(list)).not.toContain(secret);
    const [stored] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(apiKeys).where(eq(apiKeys.tenantId, tenant.id)),
    );
    expect(JSON.stringify(stored)).not.toContain(secret.slice(12));

    const response = await v1(secret, 'GET', '/clients');
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('RateLimit-Limit')).toBe('30');
    expect(response.headers.get('RateLimit-Remaining')).toBe('29');
    const used = (await (await session('GET', '/api/api-keys')).json()) as { items: ApiKeySummary[] };
    expect(used.items[0]?.lastUsedAt).not.toBeNull();
  });

  it('refuses a key name, scope or expiry that breaks the rules, and keeps nothing', async () => {
    const { tenant, session } = await workspace();
    const bad = await session('POST', '/api/api-keys', { name: ' ', scopes: [], expiresAt: '2001-01-01T00:00:00Z' });
    expect(bad.status).toBe(422);
    const past = await session('POST', '/api/api-keys', {
      name: 'Old',
      scopes: ['quotes:read'],
      expiresAt: '2001-01-01T00:00:00Z',
    });
    expect(((await past.json()) as ErrorJson).error.message).toBe(PUBLIC_API_COPY.expiryInPast);
    const unknown = await session('POST', '/api/api-keys', { name: 'X', scopes: ['admin:everything'] });
    expect(unknown.status).toBe(422);
    const rows = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(apiKeys).where(eq(apiKeys.tenantId, tenant.id)),
    );
    expect(rows).toEqual([]);
  });

  it('revokes a key: the next call is a 401 with the one generic message', async () => {
    const { session } = await workspace();
    const { key, secret } = (await (
      await session('POST', '/api/api-keys', { name: 'CI', scopes: ['clients:read'] })
    ).json()) as CreatedApiKey;
    expect((await v1(secret, 'GET', '/clients')).status).toBe(200);
    const revoked = await session('POST', `/api/api-keys/${key.id}/revoke`);
    expect(((await revoked.json()) as ApiKeySummary).status).toBe('revoked');
    const refused = await v1(secret, 'GET', '/clients');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as ErrorJson).error.message).toBe(PUBLIC_API_COPY.invalidKey);
  });

  it('rotates with an overlap: both keys work until the old one expires; overlap 0 stops it now', async () => {
    const { session } = await workspace();
    const first = (await (
      await session('POST', '/api/api-keys', { name: 'PSA bridge', scopes: ['clients:read'] })
    ).json()) as CreatedApiKey;
    const rotated = await session('POST', `/api/api-keys/${first.key.id}/rotate`, { overlapHours: 24 });
    expect(rotated.status).toBe(201);
    const second = (await rotated.json()) as CreatedApiKey;
    expect(second.key).toMatchObject({ name: 'PSA bridge', scopes: ['clients:read'], rotatedFromId: first.key.id });
    expect((await v1(first.secret, 'GET', '/clients')).status).toBe(200);
    expect((await v1(second.secret, 'GET', '/clients')).status).toBe(200);
    const list = (await (await session('GET', '/api/api-keys')).json()) as { items: ApiKeySummary[] };
    expect(list.items.find((k) => k.id === first.key.id)?.status).toBe('expiring');

    const third = (await (
      await session('POST', `/api/api-keys/${second.key.id}/rotate`, { overlapHours: 0 })
    ).json()) as CreatedApiKey;
    expect((await v1(second.secret, 'GET', '/clients')).status).toBe(401);
    expect((await v1(third.secret, 'GET', '/clients')).status).toBe(200);
  });
});

describe('the /api/v1 door', () => {
  it('answers one generic 401 for a missing, malformed, unknown, revoked or expired key', async () => {
    const { tenant } = await workspace();
    const revoked = await issueApiKey(h.owner.db, tenant.id, { revoked: true });
    const expired = await issueApiKey(h.owner.db, tenant.id, { expiresAt: new Date(Date.now() - 1000) });
    const unknown = 'sw_live_' + revoked.secret.slice(8, 40) + revoked.secret.slice(40);
    const cases: [string | null, Record<string, string>?][] = [
      [null],
      ['sw_live_short'],
      ['not-a-key-at-all'],
      [revoked.secret],
      [expired.secret],
      [unknown.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'))],
      [null, { Authorization: 'Basic abc' }],
    ];
    for (const [secret, headers] of cases) {
      const response = await v1(secret, 'GET', '/clients', undefined, headers);
      expect(response.status, `${secret} ${JSON.stringify(headers)}`).toBe(401);
      const { error } = (await response.json()) as ErrorJson;
      if (secret !== null || headers) expect(error.message).toBe(PUBLIC_API_COPY.invalidKey);
    }
  });

  it('names the missing scope in a 403', async () => {
    const { tenant } = await workspace();
    const key = await issueApiKey(h.owner.db, tenant.id, {
      scopes: allScopesBut('clients:read').filter((s) => s !== 'clients:write'),
    });
    const response = await v1(key.secret, 'GET', '/clients');
    expect(response.status).toBe(403);
    const { error } = (await response.json()) as ErrorJson;
    expect(error.message).toBe('This API key lacks the clients:read scope.');
    expect(error.details).toMatchObject({ guard: 'scope', required: 'clients:read' });
  });

  it('a write scope includes the read; a read scope does not write', async () => {
    const { tenant } = await workspace();
    const writer = await issueApiKey(h.owner.db, tenant.id, { scopes: ['clients:write'] });
    expect((await v1(writer.secret, 'GET', '/clients')).status).toBe(200);
    const reader = await issueApiKey(h.owner.db, tenant.id, { scopes: ['clients:read'] });
    expect((await v1(reader.secret, 'POST', '/clients', { name: 'Nope Ltd' })).status).toBe(403);
  });

  it('refuses a key of a plan without API access with the upgrade message', async () => {
    const { tenant } = await workspace({ activeTier: 'premium', selectedTier: 'premium', trialEndDate: null });
    const key = await issueApiKey(h.owner.db, tenant.id);
    const response = await v1(key.secret, 'GET', '/clients');
    expect(response.status).toBe(403);
    expect(((await response.json()) as ErrorJson).error.details).toMatchObject({ reason: 'plan-upgrade' });
  });

  it('does not open /api/v1 with a session cookie, nor the app with a key', async () => {
    const { tenant, cookie } = await workspace();
    const withCookie = await h.app.request('/api/v1/clients', { headers: { Cookie: cookie } });
    expect(withCookie.status).toBe(401);
    const key = await issueApiKey(h.owner.db, tenant.id);
    const appWithKey = await h.app.request('/api/clients', { headers: { Authorization: `Bearer ${key.secret}` } });
    expect(appWithKey.status).toBe(401);
  });

  it('creates as the workspace (no person), attributed to the key, without an Origin header', async () => {
    const { tenant } = await workspace();
    const key = await issueApiKey(h.owner.db, tenant.id, { scopes: ['clients:write'] });
    const response = await v1(key.secret, 'POST', '/clients', { name: 'Contoso Dental' });
    expect(response.status, await response.clone().text()).toBe(201);
    const [row] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(clients).where(eq(clients.tenantId, tenant.id)),
    );
    expect(row).toMatchObject({ name: 'Contoso Dental', createdBy: null });
  });

  it('limits each key per minute with RateLimit headers and a 429 with Retry-After', async () => {
    const { tenant } = await workspace();
    const key = await issueApiKey(h.owner.db, tenant.id, { scopes: ['clients:read'] });
    let last: Response | undefined;
    for (let i = 0; i < 31; i += 1) last = await v1(key.secret, 'GET', '/clients');
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(last?.headers.get('RateLimit-Remaining')).toBe('0');
    const other = await issueApiKey(h.owner.db, tenant.id, { scopes: ['clients:read'] });
    expect((await v1(other.secret, 'GET', '/clients')).status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('returns the first answer to a repeat, refuses the key with another body, and creates once', async () => {
    const { tenant } = await workspace();
    const key = await issueApiKey(h.owner.db, tenant.id, { scopes: ['clients:write'] });
    const headers = { 'Idempotency-Key': 'create-northwind-1' };
    const first = await v1(key.secret, 'POST', '/clients', { name: 'Northwind' }, headers);
    expect(first.status).toBe(201);
    const again = await v1(key.secret, 'POST', '/clients', { name: 'Northwind' }, headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const other = await v1(key.secret, 'POST', '/clients', { name: 'Southwind' }, headers);
    expect(other.status).toBe(422);
    expect(((await other.json()) as ErrorJson).error.message).toBe(PUBLIC_API_COPY.idempotencyMismatch);
    const rows = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(clients).where(eq(clients.tenantId, tenant.id)),
    );
    expect(rows.map((r) => r.name)).toEqual(['Northwind']);
  });

  it('keeps keys per API key: another key may use the same Idempotency-Key', async () => {
    const { tenant } = await workspace();
    const a = await issueApiKey(h.owner.db, tenant.id, { scopes: ['clients:write'] });
    const b = await issueApiKey(h.owner.db, tenant.id, { scopes: ['clients:write'] });
    const headers = { 'Idempotency-Key': 'same' };
    expect((await v1(a.secret, 'POST', '/clients', { name: 'A Ltd' }, headers)).status).toBe(201);
    const fromB = await v1(b.secret, 'POST', '/clients', { name: 'B Ltd' }, headers);
    expect(fromB.status).toBe(201);
    expect(fromB.headers.get('Idempotent-Replayed')).toBeNull();
  });
});

describe('Idempotency-Key and secrets', () => {
  it('keeps a first answer that holds a secret sealed, and replays it whole', async () => {
    const { tenant } = await workspace();
    const key = await issueApiKey(h.owner.db, tenant.id, { scopes: ['webhooks:write'] });
    const headers = { 'Idempotency-Key': 'hook-1' };
    const body = { url: 'https://93.184.215.14/scopewright-idempotency', events: ['quote.sent'] };
    const first = await v1(key.secret, 'POST', '/webhook-endpoints', body, headers);
    expect(first.status, await first.clone().text()).toBe(201);
    const { secret } = (await first.json()) as { secret: string };
    expect(secret).toMatch(/^whsec_/);
    const [stored] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(apiIdempotencyKeys).where(eq(apiIdempotencyKeys.tenantId, tenant.id)),
    );
    expect(stored?.responseBody).not.toContain(secret);
    expect(stored?.responseBody).not.toContain('whsec_');
    const again = await v1(key.secret, 'POST', '/webhook-endpoints', body, headers);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await again.json()) as { secret: string }).secret).toBe(secret);
  });
});

describe('the idempotency purge', () => {
  it('deletes first answers older than 24 hours and keeps the rest', async () => {
    const { tenant } = await workspace();
    const key = await issueApiKey(h.owner.db, tenant.id, { scopes: ['clients:write'] });
    const row = (name: string, hoursAgo: number) => ({
      tenantId: tenant.id,
      apiKeyId: key.id,
      key: name,
      requestHash: 'x',
      createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
    });
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.insert(apiIdempotencyKeys).values([row('old', 25), row('fresh', 23)]),
    );
    expect(await purgeIdempotencyKeys(h.database)).toBeGreaterThanOrEqual(1);
    const left = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(apiIdempotencyKeys).where(eq(apiIdempotencyKeys.tenantId, tenant.id)),
    );
    expect(left.map((r) => r.key)).toEqual(['fresh']);
  });
});

describe('the public API document', () => {
  it('serves /api/v1/openapi.json with only v1 paths, bearer auth, and keeps v1 out of the app document', async () => {
    const doc = (await (await h.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, unknown>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(3);
    expect(paths.every((p) => p.startsWith('/api/v1/'))).toBe(true);
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const appDoc = (await (await h.app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(appDoc.paths).some((p) => p.startsWith('/api/v1/'))).toBe(false);
  });
});
