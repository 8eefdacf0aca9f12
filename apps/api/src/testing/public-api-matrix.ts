import { createTenant } from '@scopewright/db/testing';
import { API_SCOPES, type ApiScope } from '@scopewright/domain';
import type { AccessFixture, ApiRequest } from './access-fixture';
import { issueApiKey } from './api-keys';

/** Who calls a public API route in the matrix (docs/security.md#permission-matrix, the API key column). */
export const KEY_CELLS = [
  'no_key',
  'revoked_key',
  'scoped_key',
  'key_without_scope',
  'key_of_premium',
  'session',
] as const;
export type KeyCell = (typeof KEY_CELLS)[number];

/**
 * One /api/v1 route: `request` builds a fresh call on workspace A (write cells must not interfere), `ok` is the
 * scoped key's status; the other cells are fixed: 401 without a key, with a revoked one or with a session cookie;
 * 403 without the scope or on a plan without API access. `crossTenant` replays A's ids with workspace B's key
 * holding every scope: 404 and A unchanged.
 */
export interface PublicApiCase {
  route: string;
  request: (f: KeyFixture) => Promise<ApiRequest> | ApiRequest;
  ok: number;
  crossTenant:
    { noIds: string } | ((f: KeyFixture) => Promise<{ request: ApiRequest; snapshot: () => Promise<unknown> }>);
}

export interface KeyFixture extends AccessFixture {
  callWithKey: (cell: KeyCell | 'tenant_b', scope: ApiScope, request: ApiRequest) => Promise<Response>;
}

/** The scopes that do not grant `scope` (a write scope grants the read of its resource). */
const scopesWithout = (scope: ApiScope) => {
  const [resource, level] = scope.split(':');
  return API_SCOPES.filter((s) => s !== scope && !(level === 'read' && s === `${resource}:write`));
};

export async function createKeyFixture(f: AccessFixture): Promise<KeyFixture> {
  const premium = await createTenant(f.h.owner.db, { activeTier: 'premium', selectedTier: 'premium' });
  const [full, revoked, ofB, ofPremium] = await Promise.all([
    issueApiKey(f.h.owner.db, f.tenantA.id),
    issueApiKey(f.h.owner.db, f.tenantA.id, { revoked: true }),
    issueApiKey(f.h.owner.db, f.tenantB.id),
    issueApiKey(f.h.owner.db, premium.id),
  ]);
  const without = new Map<ApiScope, Promise<string>>();
  const keyWithout = (scope: ApiScope) => {
    let key = without.get(scope);
    if (!key) {
      key = issueApiKey(f.h.owner.db, f.tenantA.id, { scopes: scopesWithout(scope) }).then((k) => k.secret);
      without.set(scope, key);
    }
    return key;
  };
  let ip = 0;
  const callWithKey: KeyFixture['callWithKey'] = async (cell, scope, request) => {
    const headers: Record<string, string> = {};
    const secret = {
      no_key: null,
      session: null,
      revoked_key: revoked.secret,
      scoped_key: full.secret,
      key_of_premium: ofPremium.secret,
      tenant_b: ofB.secret,
      key_without_scope: cell === 'key_without_scope' ? await keyWithout(scope) : null,
    }[cell];
    if (secret) headers.Authorization = `Bearer ${secret}`;
    if (cell === 'session') headers.Cookie = f.a.msp_admin.cookie;
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    ip += 1;
    return f.h.app.request(
      request.path,
      { method: request.method, headers, body: request.body === undefined ? undefined : JSON.stringify(request.body) },
      { incoming: { socket: { remoteAddress: `10.8.${Math.floor(ip / 250)}.${(ip % 250) + 1}` } } },
    );
  };
  return { ...f, callWithKey };
}

/** The fixed statuses of the non-scoped cells. */
export const KEY_CELL_STATUS: Record<Exclude<KeyCell, 'scoped_key'>, number> = {
  no_key: 401,
  revoked_key: 401,
  session: 401,
  key_without_scope: 403,
  key_of_premium: 403,
};
