import type { MatrixCase } from '../../testing/access-fixture';

export const contactMatrix: MatrixCase[] = [
  {
    route: 'POST /api/contact',
    // Public: an incomplete body reaches validation (422) for everyone, never 401/403; nothing is stored.
    request: () => ({ method: 'POST', path: '/api/contact', body: { name: 'x' } }),
    expect: { anonymous: 422, pending_user: 422, msp_user: 422, msp_admin: 422, super_admin: 422 },
    crossTenant: { noIds: 'the public contact form' },
  },
];
