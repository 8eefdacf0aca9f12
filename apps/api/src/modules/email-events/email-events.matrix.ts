import type { MatrixCase } from '../../testing/access-fixture';

// The matrix app configures no provider: every route answers 404 before any credential is looked at, whoever
// calls. Authentication of configured providers is proven in email-events.router.integration.test.ts.
const UNCONFIGURED = { anonymous: 404, pending_user: 404, msp_user: 404, msp_admin: 404, super_admin: 404 };
const NO_IDS = 'a provider webhook: no session, no workspace; the event names the message';

export const emailEventsMatrix: MatrixCase[] = [
  {
    route: 'POST /api/email-events/postmark',
    request: () => ({ method: 'POST', path: '/api/email-events/postmark', body: { RecordType: 'Delivery' } }),
    expect: UNCONFIGURED,
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'POST /api/email-events/ses',
    request: () => ({ method: 'POST', path: '/api/email-events/ses', body: { Type: 'Notification' } }),
    expect: UNCONFIGURED,
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'POST /api/email-events/sendgrid',
    request: () => ({ method: 'POST', path: '/api/email-events/sendgrid', body: [] }),
    expect: UNCONFIGURED,
    crossTenant: { noIds: NO_IDS },
  },
];
