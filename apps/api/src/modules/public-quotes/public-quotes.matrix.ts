import { createQuote } from '@scopewright/db/testing';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';
import { ensureLogo, sendWithLink } from './public-quote.test-helpers';

const PUBLIC = { anonymous: 200, pending_user: 200, msp_user: 200, msp_admin: 200, super_admin: 200 };
const BY_TOKEN = { noIds: 'public: addressed by the secret token of the emailed /q/{token} link, not by an id' };

/** A fresh sent quote of workspace A with a live link per call, so write cells never depend on each other. */
const linkOfA = async (f: AccessFixture) =>
  (await sendWithLink(f.h.owner.db, await createQuote(f.h.owner.db, f.tenantA.id))).token;

export const publicQuotesMatrix: MatrixCase[] = [
  {
    route: 'GET /api/public/quotes/{token}',
    request: async (f) => ({ method: 'GET', path: `/api/public/quotes/${await linkOfA(f)}` }),
    expect: PUBLIC,
    crossTenant: BY_TOKEN,
  },
  {
    route: 'GET /api/public/quotes/{token}/document.pdf',
    request: async (f) => ({ method: 'GET', path: `/api/public/quotes/${await linkOfA(f)}/document.pdf` }),
    expect: PUBLIC,
    crossTenant: BY_TOKEN,
  },
  {
    route: 'GET /api/public/quotes/{token}/logo.png',
    request: async (f) => {
      await ensureLogo(f.h.owner.db, f.tenantA.id);
      return { method: 'GET', path: `/api/public/quotes/${await linkOfA(f)}/logo.png` };
    },
    expect: PUBLIC,
    crossTenant: BY_TOKEN,
  },
];
