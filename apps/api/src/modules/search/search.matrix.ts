import type { MatrixCase } from '../../testing/access-fixture';

export const searchMatrix: MatrixCase[] = [
  {
    route: 'GET /api/search',
    request: () => ({ method: 'GET', path: '/api/search?q=Q-1' }),
    // super_admin: the guard lets platform admins through, but the search is of the caller's own workspace.
    expect: { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 },
    crossTenant: {
      noIds:
        "the caller's own workspace: the tenant comes from the session; search.router.integration.test.ts shows " +
        "workspace B finds none of A's quotes or clients",
    },
  },
];
