import type { MatrixCase } from '../../testing/access-fixture';

const OWN_WORKSPACE = "the caller's own workspace: the tenant comes from the session, never from the request";

export const settingsMatrix: MatrixCase[] = [
  {
    route: 'GET /api/settings/company',
    request: () => ({ method: 'GET', path: '/api/settings/company' }),
    // Super admins have no workspace of their own: the tenant guard answers 403.
    expect: { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 },
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'PATCH /api/settings/company',
    request: (_f, persona) => ({
      method: 'PATCH',
      path: '/api/settings/company',
      body: { contactEmail: `billing-${persona.replace('_', '-')}@matrix.test` },
    }),
    expect: { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 },
    crossTenant: { noIds: OWN_WORKSPACE },
  },
];
