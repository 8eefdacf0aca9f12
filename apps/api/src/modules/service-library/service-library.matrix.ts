import { SERVICE_LIBRARY } from '@scopewright/scoping';
import type { MatrixCase } from '../../testing/access-fixture';

const USER_CAN = { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 };

export const serviceLibraryMatrix: MatrixCase[] = [
  {
    route: 'GET /api/service-library',
    request: () => ({ method: 'GET', path: '/api/service-library' }),
    expect: USER_CAN,
    crossTenant: { noIds: 'the same static library for every workspace; takes no id' },
  },
  {
    route: 'POST /api/service-library/estimate',
    request: () => ({
      method: 'POST',
      path: '/api/service-library/estimate',
      body: { serviceIds: [SERVICE_LIBRARY[0]?.id ?? 'missing'], quantities: [{ value: 20, unit: 'users' }] },
    }),
    expect: USER_CAN,
    crossTenant: { noIds: "library ids are global; prices come from the caller's own rate card" },
  },
];
