import type { MatrixCase } from '../../testing/access-fixture';

export const oauthFinishMatrix: MatrixCase[] = [
  {
    route: 'POST /api/oauth/finish',
    // Every fixture persona already has a profile: the call finds the account set up and changes nothing.
    request: () => ({ method: 'POST', path: '/api/oauth/finish', body: {} }),
    expect: { anonymous: 401, pending_user: 200, msp_user: 200, msp_admin: 200, super_admin: 200 },
    crossTenant: { noIds: "the caller's own account" },
  },
];
