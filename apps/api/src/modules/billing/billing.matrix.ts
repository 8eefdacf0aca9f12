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
  // The matrix app runs the manual provider: the Stripe actions pass every guard and answer 409 (no payment
  // provider); with Stripe they are proven in billing.stripe.integration.test.ts.
  ...(['checkout', 'portal', 'cancel', 'resume'] as const).map((action): MatrixCase => ({
    route: `POST /api/billing/${action}`,
    request: () => ({
      method: 'POST',
      path: `/api/billing/${action}`,
      ...(action === 'checkout' ? { body: { tier: 'premium', interval: 'annual', seats: 6 } } : {}),
    }),
    expect: { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 409, super_admin: 403 },
    crossTenant: { noIds: OWN_WORKSPACE },
  })),
  {
    route: 'GET /api/billing/history',
    request: () => ({ method: 'GET', path: '/api/billing/history' }),
    expect: { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 },
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'GET /api/billing/usage/history',
    request: () => ({ method: 'GET', path: '/api/billing/usage/history' }),
    expect: { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 },
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    // Stripe is not configured in the matrix app: 404 before any signature is looked at, whoever calls.
    route: 'POST /api/billing/stripe/webhook',
    request: () => ({
      method: 'POST',
      path: '/api/billing/stripe/webhook',
      body: { id: 'evt_x', type: 'invoice.paid' },
    }),
    expect: { anonymous: 404, pending_user: 404, msp_user: 404, msp_admin: 404, super_admin: 404 },
    crossTenant: { noIds: 'a Stripe webhook: no session, no workspace; the event names the customer' },
  },
];
