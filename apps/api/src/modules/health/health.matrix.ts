import type { MatrixCase } from '../../testing/access-fixture';

const everyone = { anonymous: 200, pending_user: 200, msp_user: 200, msp_admin: 200, super_admin: 200 };

export const healthMatrix: MatrixCase[] = [
  {
    route: 'GET /api/health',
    request: () => ({ method: 'GET', path: '/api/health' }),
    expect: everyone,
    crossTenant: { noIds: 'liveness probe' },
  },
  {
    route: 'GET /api/ready',
    request: () => ({ method: 'GET', path: '/api/ready' }),
    expect: everyone,
    crossTenant: { noIds: 'readiness probe' },
  },
];
