import type { MatrixCase } from '../../testing/access-fixture';

const ADMIN = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 };
const PLATFORM = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 403, super_admin: 200 };
/** Proved in audit-log.router.integration.test.ts (“B’s admin with A’s tenantId …”). */
const OWN =
  "the caller's own workspace's entries: the workspace comes from the session, a tenantId filter is refused (400) " +
  'and the platform door refuses B’s admin (403), so B never reads an entry of A';
const EVERY = 'super admins read every workspace: no workspace id to cross';

export const auditLogMatrix: MatrixCase[] = [
  {
    route: 'GET /api/audit-log',
    request: () => ({ method: 'GET', path: '/api/audit-log?category=members' }),
    expect: ADMIN,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'GET /api/audit-log/export',
    request: () => ({ method: 'GET', path: '/api/audit-log/export?category=auth' }),
    expect: ADMIN,
    crossTenant: { noIds: OWN },
  },
  {
    route: 'GET /api/platform/audit-log',
    request: (f) => ({ method: 'GET', path: `/api/platform/audit-log?tenantId=${f.tenantA.id}` }),
    expect: PLATFORM,
    crossTenant: { noIds: EVERY },
  },
  {
    route: 'GET /api/platform/audit-log/export',
    request: (f) => ({ method: 'GET', path: `/api/platform/audit-log/export?tenantId=${f.tenantA.id}` }),
    expect: PLATFORM,
    crossTenant: { noIds: EVERY },
  },
];
