import type { MatrixCase } from '../../testing/access-fixture';

const all = (status: number) => ({
  anonymous: status,
  pending_user: status,
  msp_user: status,
  msp_admin: status,
  super_admin: status,
});

export const authMatrix: MatrixCase[] = [
  {
    route: 'POST /api/signup',
    // Public: an incomplete body reaches validation (422) for everyone, never 401/403.
    request: () => ({ method: 'POST', path: '/api/signup', body: { email: 'x' } }),
    expect: all(422),
    crossTenant: { noIds: 'creates a new account' },
  },
  {
    route: 'GET /api/auth-providers',
    request: () => ({ method: 'GET', path: '/api/auth-providers' }),
    expect: all(200),
    crossTenant: { noIds: 'server configuration' },
  },
  {
    route: 'POST /api/password-reset/validate',
    request: () => ({ method: 'POST', path: '/api/password-reset/validate', body: { token: 'not-a-token' } }),
    expect: all(200),
    crossTenant: { noIds: 'checks a reset token' },
  },
];
