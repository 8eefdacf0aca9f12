import type { MatrixCase } from '../../testing/access-fixture';

const OWN_WORKSPACE = "the caller's own workspace: the tenant comes from the session, never from the request";

export const billingMatrix: MatrixCase[] = [
  {
    route: 'GET /api/billing',
    request: () => ({ method: 'GET', path: '/api/billing' }),
    // Super admins have no workspace of their own: the tenant guard answers 403.
    expect: { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 },
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'POST /api/billing/plan',
    // Essentials holds one seat and workspace A has two members (user and admin): the admin passes every guard
    // and gets the seat refusal, so workspace A's plan never changes under the other matrix rows.
    request: () => ({ method: 'POST', path: '/api/billing/plan', body: { tier: 'essentials', interval: 'monthly' } }),
    expect: { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 409, super_admin: 403 },
    crossTenant: { noIds: OWN_WORKSPACE },
  },
];
