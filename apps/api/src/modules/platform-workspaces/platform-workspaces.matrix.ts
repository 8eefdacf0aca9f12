import type { MatrixCase } from '../../testing/access-fixture';

const PLATFORM = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 403, super_admin: 200 };
const EVERY = 'super admins read every workspace: no workspace id to cross';

export const platformWorkspacesMatrix: MatrixCase[] = [
  {
    route: 'GET /api/platform/overview',
    request: () => ({ method: 'GET', path: '/api/platform/overview?range=week' }),
    expect: PLATFORM,
    crossTenant: { noIds: EVERY },
  },
  {
    route: 'GET /api/platform/workspaces',
    request: () => ({ method: 'GET', path: '/api/platform/workspaces?state=trial&sort=name' }),
    expect: PLATFORM,
    crossTenant: { noIds: EVERY },
  },
  {
    route: 'GET /api/platform/workspaces/export',
    request: () => ({ method: 'GET', path: '/api/platform/workspaces/export?tier=enterprise' }),
    expect: PLATFORM,
    crossTenant: { noIds: EVERY },
  },
];
