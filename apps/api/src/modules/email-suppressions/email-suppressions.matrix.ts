import { randomUUID } from 'node:crypto';
import { emailSuppressions, newId, withPlatform } from '@scopewright/db';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';

const PLATFORM = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 403, super_admin: 200 };
const NO_IDS = 'the platform-wide suppression list: super admins only, no workspace';

async function suppression(f: AccessFixture): Promise<string> {
  const id = newId();
  await withPlatform({ db: f.h.owner.db }, (tx) =>
    tx.insert(emailSuppressions).values({ id, email: `matrix-${randomUUID()}@bounce.example`, reason: 'hard_bounce' }),
  );
  return id;
}

export const emailSuppressionsMatrix: MatrixCase[] = [
  {
    route: 'GET /api/platform/email-suppressions',
    request: () => ({ method: 'GET', path: '/api/platform/email-suppressions?state=all' }),
    expect: PLATFORM,
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'POST /api/platform/email-suppressions',
    request: (_f, who) => ({
      method: 'POST',
      path: '/api/platform/email-suppressions',
      body: { email: `matrix-${who}-${randomUUID()}@example.com`, reason: 'Asked to stop' },
    }),
    expect: { ...PLATFORM, super_admin: 201 },
    crossTenant: { noIds: NO_IDS },
  },
  {
    route: 'POST /api/platform/email-suppressions/{id}/lift',
    request: async (f) => ({
      method: 'POST',
      path: `/api/platform/email-suppressions/${await suppression(f)}/lift`,
      body: { reason: 'The mailbox exists again' },
    }),
    expect: PLATFORM,
    crossTenant: { noIds: NO_IDS },
  },
];
