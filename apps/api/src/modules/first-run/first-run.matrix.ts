import type { MatrixCase } from '../../testing/access-fixture';

const OWN_WORKSPACE = {
  noIds: "the caller's own workspace: the tenant comes from the session, never from the request",
};

export const firstRunMatrix: MatrixCase[] = [
  {
    route: 'GET /api/first-run',
    request: () => ({ method: 'GET', path: '/api/first-run' }),
    expect: { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 },
    crossTenant: OWN_WORKSPACE,
  },
  {
    route: 'POST /api/first-run/confirm',
    request: () => ({ method: 'POST', path: '/api/first-run/confirm', body: { step: 'rate-card' } }),
    expect: { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 },
    crossTenant: OWN_WORKSPACE,
  },
  {
    route: 'POST /api/first-run/dismiss',
    request: () => ({ method: 'POST', path: '/api/first-run/dismiss' }),
    expect: { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 },
    crossTenant: OWN_WORKSPACE,
  },
];
