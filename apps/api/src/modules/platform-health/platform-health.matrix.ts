import type { MatrixCase } from '../../testing/access-fixture';
import { createFailedJob, createFinishedRun } from './platform-health.test-helpers';

const PLATFORM = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 403, super_admin: 200 };
const NO_IDS = 'platform-wide diagnostics: super admins only, no workspace';

export const platformHealthMatrix: MatrixCase[] = [
  {
    route: 'POST /api/platform/validation/runs',
    request: () => ({ method: 'POST', path: '/api/platform/validation/runs' }),
    expect: { ...PLATFORM, super_admin: 202 },
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'GET /api/platform/validation/runs',
    request: () => ({ method: 'GET', path: '/api/platform/validation/runs' }),
    expect: PLATFORM,
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'GET /api/platform/validation/runs/{id}',
    request: async (f) => ({
      method: 'GET',
      path: `/api/platform/validation/runs/${await createFinishedRun(f.h.owner.db)}`,
    }),
    expect: PLATFORM,
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'GET /api/platform/debug',
    request: () => ({ method: 'GET', path: '/api/platform/debug' }),
    expect: PLATFORM,
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'POST /api/platform/debug/jobs/{id}/retry',
    request: async (f) => ({
      method: 'POST',
      path: `/api/platform/debug/jobs/${await createFailedJob(f.h.jobs)}/retry`,
    }),
    expect: PLATFORM,
    crossTenant: { noIds: NO_IDS },
  },
];
