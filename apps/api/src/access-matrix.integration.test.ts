/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from './platform/access/route-access';
import { createAccessFixture, PERSONAS, type AccessFixture, type MatrixCase } from './testing/access-fixture';
import { createIdentityApp } from './testing/create-identity-app';

// Every module's matrix file: a new module adds `<module>.matrix.ts` beside its router.
const modules = import.meta.glob<Record<string, MatrixCase[]>>('./modules/**/*.matrix.ts', { eager: true });
// A matrix file may also export its helpers (another module's v1 matrix reuses them): only the arrays are rows.
const CASES = Object.values(modules).flatMap((exports) => Object.values(exports).filter(Array.isArray).flat());

/** Routes that are not ours to declare: Better Auth's own endpoints and the API reference pages. */
const UNDECLARED = [/^\/api\/auth\//, /^\/api(\/v1)?\/docs/, /^\/api(\/v1)?\/openapi\.json$/];

let h: Awaited<ReturnType<typeof createIdentityApp>>;
let f: AccessFixture;

beforeAll(async () => {
  h = await createIdentityApp();
  f = await createAccessFixture(h);
});
afterAll(() => h?.close());

const honoToOpenApi = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('permission matrix: completeness', () => {
  it('every API route of the app declares its access', () => {
    const appRoutes = h.app.routes
      .filter((r) => r.path.startsWith('/api/') && r.method !== 'ALL' && !UNDECLARED.some((re) => re.test(r.path)))
      .map((r) => `${r.method} ${honoToOpenApi(r.path)}`);
    expect(appRoutes).toContain('GET /api/me');
    expect(appRoutes.filter((key) => !ROUTE_ACCESS.has(key))).toEqual([]);
  });

  it('every declared route has a row in a module matrix, and every row names a declared route', () => {
    const covered = new Set(CASES.map((c) => c.route));
    // The public API's routes have their own matrix (public-api-matrix.integration.test.ts).
    const sessionRoutes = [...ROUTE_ACCESS].filter(([, access]) => access.kind !== 'apiKey').map(([key]) => key);
    expect(sessionRoutes.filter((key) => !covered.has(key))).toEqual([]);
    expect(CASES.map((c) => c.route).filter((key) => !ROUTE_ACCESS.has(key))).toEqual([]);
  });
});

describe.each(CASES)('$route', (matrixCase) => {
  it.each(PERSONAS)('as %s', async (persona) => {
    const response = await f.call(persona, await matrixCase.request(f, persona));
    expect(response.status, await response.clone().text()).toBe(matrixCase.expect[persona]);
  });

  const replay = matrixCase.crossTenant;
  if (typeof replay === 'function') {
    it.each(['msp_user', 'msp_admin'] as const)(
      "workspace B's %s gets 404 for workspace A's ids, and A is unchanged",
      async (role) => {
        const { request, snapshot } = await replay(f);
        const before = await snapshot();
        const response = await f.call(f.b[role], request);
        // A role the route refuses (its A cell is 401/403) is refused the same way before any id is looked at.
        const refused = matrixCase.expect[role] === 401 || matrixCase.expect[role] === 403;
        expect(response.status).toBe(refused ? matrixCase.expect[role] : 404);
        expect(await response.text()).not.toContain(f.tenantA.id);
        expect(await snapshot()).toEqual(before);
      },
    );
  }
});
