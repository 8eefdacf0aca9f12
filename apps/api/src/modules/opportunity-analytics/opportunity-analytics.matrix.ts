import type { MatrixCase } from '../../testing/access-fixture';

// The fixture's workspaces are on an Enterprise trial (advanced analytics included); Essentials is refused in the
// router tests. Super admins have no workspace of their own: the tenant guard refuses them.
const READ = { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 };
const ADMIN = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 };
const OWN = "the caller's own workspace: it comes from the session, never from the request";

export const opportunityAnalyticsMatrix: MatrixCase[] = [
  {
    route: 'GET /api/opportunities/analytics',
    request: () => ({ method: 'GET', path: '/api/opportunities/analytics?range=quarter&groupBy=client' }),
    expect: READ,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'GET /api/opportunities/analytics.csv',
    request: () => ({
      method: 'GET',
      path: '/api/opportunities/analytics.csv?range=custom&from=2026-01-01&to=2026-03-31',
    }),
    expect: READ,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'GET /api/opportunities/forecast',
    request: () => ({ method: 'GET', path: '/api/opportunities/forecast?by=quarter&periods=4' }),
    expect: READ,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'GET /api/pipeline/targets',
    request: () => ({ method: 'GET', path: '/api/pipeline/targets' }),
    expect: READ,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'PUT /api/pipeline/targets',
    request: () => ({
      method: 'PUT',
      path: '/api/pipeline/targets',
      body: { targets: [{ periodKey: '2027-Q1', targetCents: 5_000_000 }] },
    }),
    expect: ADMIN,
    crossTenant: { noIds: OWN },
  },
];
