import type { MatrixCase } from '../../testing/access-fixture';

const PUBLIC_TOKEN = 'public: the signed token names its workspace; no id from the request is trusted';
// A tampered token reaches the token check for everyone (never 401/403); nothing changes.
const TAMPERED = '1.00000000-0000-4000-8000-000000000000.trialReminders.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const ALL_422 = { anonymous: 422, pending_user: 422, msp_user: 422, msp_admin: 422, super_admin: 422 };

export const emailPreferencesMatrix: MatrixCase[] = [
  {
    route: 'GET /api/email-preferences/unsubscribe',
    request: () => ({ method: 'GET', path: `/api/email-preferences/unsubscribe?token=${TAMPERED}` }),
    expect: ALL_422,
    crossTenant: { noIds: PUBLIC_TOKEN },
  },
  {
    route: 'POST /api/email-preferences/unsubscribe',
    request: () => ({ method: 'POST', path: `/api/email-preferences/unsubscribe?token=${TAMPERED}` }),
    expect: ALL_422,
    crossTenant: { noIds: PUBLIC_TOKEN },
  },
];
