import type { MatrixCase } from '../../testing/access-fixture';

export const dashboardMatrix: MatrixCase[] = [
  {
    route: 'GET /api/dashboard/summary',
    request: () => ({ method: 'GET', path: '/api/dashboard/summary?range=month' }),
    // super_admin: the guard lets platform admins through, but the summary is of the caller's own workspace.
    expect: { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 },
    crossTenant: { noIds: "the caller's own workspace: the tenant comes from the session, never from the request" },
  },
  {
    route: 'GET /api/dashboard/home',
    request: () => ({ method: 'GET', path: '/api/dashboard/home' }),
    // super_admin: as the summary, the home is of the caller's own workspace (none for a platform admin).
    expect: { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 },
    crossTenant: {
      noIds: "the caller's own workspace and deals: tenant and owner come from the session, never from the request",
    },
  },
];
