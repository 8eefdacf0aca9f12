/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from './platform/access/route-access';
import { createAccessFixture } from './testing/access-fixture';
import { createIdentityApp } from './testing/create-identity-app';
import {
  createKeyFixture,
  KEY_CELL_STATUS,
  KEY_CELLS,
  type KeyFixture,
  type PublicApiCase,
} from './testing/public-api-matrix';

// Every public API matrix: a module adds `<resource>.v1-matrix.ts` beside its v1 routes.
const modules = import.meta.glob<Record<string, PublicApiCase[]>>('./modules/**/*.v1-matrix.ts', { eager: true });
const CASES = Object.values(modules).flatMap((exports) => Object.values(exports).filter(Array.isArray).flat());

let h: Awaited<ReturnType<typeof createIdentityApp>>;
let f: KeyFixture;

beforeAll(async () => {
  h = await createIdentityApp();
  f = await createKeyFixture(await createAccessFixture(h));
});
afterAll(() => h?.close());

const apiKeyRoutes = () => [...ROUTE_ACCESS].filter(([, access]) => access.kind === 'apiKey').map(([key]) => key);
const scopeOf = (route: string) => {
  const access = ROUTE_ACCESS.get(route);
  if (access?.kind !== 'apiKey') throw new Error(`${route} is not a public API route`);
  return access.scope;
};

describe('public API matrix: completeness', () => {
  it('every /api/v1 route is opened by an API key scope, and has a row', () => {
    const routes = apiKeyRoutes();
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.filter((key) => !key.split(' ')[1]?.startsWith('/api/v1/'))).toEqual([]);
    const covered = new Set(CASES.map((c) => c.route));
    expect(routes.filter((key) => !covered.has(key))).toEqual([]);
    expect(CASES.map((c) => c.route).filter((key) => !routes.includes(key))).toEqual([]);
  });
});

describe.each(CASES)('$route', (matrixCase) => {
  it.each(KEY_CELLS)('with %s', async (cell) => {
    const response = await f.callWithKey(cell, scopeOf(matrixCase.route), await matrixCase.request(f));
    const expected = cell === 'scoped_key' ? matrixCase.ok : KEY_CELL_STATUS[cell];
    expect(response.status, await response.clone().text()).toBe(expected);
  });

  const replay = matrixCase.crossTenant;
  if (typeof replay === 'function') {
    it("workspace B's key (every scope) gets 404 for workspace A's ids, and A is unchanged", async () => {
      const { request, snapshot } = await replay(f);
      const before = await snapshot();
      const response = await f.callWithKey('tenant_b', scopeOf(matrixCase.route), request);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(f.tenantA.id);
      expect(await snapshot()).toEqual(before);
    });
  }
});
