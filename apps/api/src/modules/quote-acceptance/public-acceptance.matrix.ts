import { createQuote } from '@scopewright/db/testing';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';
import { sendWithLink, typedAcceptance } from '../public-quotes/public-quote.test-helpers';

const PUBLIC = { anonymous: 200, pending_user: 200, msp_user: 200, msp_admin: 200, super_admin: 200 };
const BY_TOKEN = { noIds: 'public: addressed by the secret token of the emailed /q/{token} link, not by an id' };

/** A fresh sent quote of workspace A with a live link per call, so write cells never depend on each other. */
const linkOfA = async (f: AccessFixture) =>
  (await sendWithLink(f.h.owner.db, await createQuote(f.h.owner.db, f.tenantA.id))).token;

export const publicAcceptanceMatrix: MatrixCase[] = [
  {
    route: 'POST /api/public/quotes/{token}/accept',
    request: async (f) => ({
      method: 'POST',
      path: `/api/public/quotes/${await linkOfA(f)}/accept`,
      body: typedAcceptance(),
    }),
    expect: PUBLIC,
    crossTenant: BY_TOKEN,
  },
  {
    route: 'POST /api/public/quotes/{token}/decline',
    request: async (f) => ({
      method: 'POST',
      path: `/api/public/quotes/${await linkOfA(f)}/decline`,
      body: { reason: 'Over budget this year.' },
    }),
    expect: PUBLIC,
    crossTenant: BY_TOKEN,
  },
];
