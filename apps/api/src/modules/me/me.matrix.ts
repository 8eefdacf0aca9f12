import type { MatrixCase } from '../../testing/access-fixture';

export const meMatrix: MatrixCase[] = [
  {
    route: 'GET /api/me',
    request: () => ({ method: 'GET', path: '/api/me' }),
    expect: { anonymous: 401, pending_user: 200, msp_user: 200, msp_admin: 200, super_admin: 200 },
    crossTenant: { noIds: "the caller's own profile" },
  },
];
