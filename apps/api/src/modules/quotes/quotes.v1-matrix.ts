import { createClient } from '@scopewright/db/testing';
import type { ApiRequest } from '../../testing/access-fixture';
import type { KeyFixture, PublicApiCase } from '../../testing/public-api-matrix';
import { draftBody, quoteOfA, quotesOfA, quoteState, revisedQuoteOfA, sentQuoteOfA } from './quotes.matrix';

const OWN = "the key's own workspace: the workspace comes from the key, never from the request";

/** A route on one fresh quote of A (made by `make`); the replay is the same call with B's key. */
function onQuote(
  route: string,
  ok: number,
  build: (id: string, f: KeyFixture) => ApiRequest | Promise<ApiRequest>,
  make: (f: KeyFixture) => Promise<string> = quoteOfA,
): PublicApiCase {
  return {
    route,
    ok,
    request: async (f) => build(await make(f), f),
    crossTenant: async (f) => {
      const id = await make(f);
      return { request: await build(id, f), snapshot: quoteState(f, id) };
    },
  };
}
const base = (id: string) => `/api/v1/quotes/${id}`;

export const quotesV1Matrix: PublicApiCase[] = [
  {
    route: 'GET /api/v1/quotes',
    ok: 200,
    request: () => ({ method: 'GET', path: '/api/v1/quotes' }),
    crossTenant: { noIds: OWN },
  },
  {
    route: 'POST /api/v1/quotes',
    ok: 201,
    request: async (f) => ({
      method: 'POST',
      path: '/api/v1/quotes',
      body: { clientId: (await createClient(f.h.owner.db, f.tenantA.id)).id, title: 'Firewall refresh' },
    }),
    crossTenant: async (f) => {
      const client = await createClient(f.h.owner.db, f.tenantA.id);
      return {
        request: { method: 'POST', path: '/api/v1/quotes', body: { clientId: client.id, title: 'Stolen client' } },
        snapshot: quotesOfA(f),
      };
    },
  },
  {
    route: 'POST /api/v1/quotes/from-description',
    ok: 201,
    request: async (f) => ({
      method: 'POST',
      path: '/api/v1/quotes/from-description',
      body: {
        clientId: (await createClient(f.h.owner.db, f.tenantA.id)).id,
        description: 'Migrate 20 users from Google Workspace to Microsoft 365',
      },
    }),
    crossTenant: async (f) => {
      const client = await createClient(f.h.owner.db, f.tenantA.id);
      return {
        request: {
          method: 'POST',
          path: '/api/v1/quotes/from-description',
          body: { clientId: client.id, description: 'Migrate 20 users from Google Workspace to Microsoft 365' },
        },
        snapshot: quotesOfA(f),
      };
    },
  },
  onQuote('GET /api/v1/quotes/{id}', 200, (id) => ({ method: 'GET', path: base(id) })),
  onQuote('PUT /api/v1/quotes/{id}/draft', 200, async (id, f) => ({
    method: 'PUT',
    path: `${base(id)}/draft`,
    body: await draftBody(f, id),
  })),
  onQuote('PATCH /api/v1/quotes/{id}/draft', 200, (id) => ({
    method: 'PATCH',
    path: `${base(id)}/draft`,
    body: { lockVersion: 1, title: 'Renamed by a key' },
  })),
  onQuote('DELETE /api/v1/quotes/{id}', 204, (id) => ({ method: 'DELETE', path: base(id) })),
  onQuote(
    'POST /api/v1/quotes/{id}/revisions',
    201,
    (id) => ({ method: 'POST', path: `${base(id)}/revisions` }),
    sentQuoteOfA,
  ),
  onQuote('GET /api/v1/quotes/{id}/versions', 200, (id) => ({ method: 'GET', path: `${base(id)}/versions` })),
  onQuote(
    'GET /api/v1/quotes/{id}/versions/{versionNo}',
    200,
    (id) => ({ method: 'GET', path: `${base(id)}/versions/1` }),
    revisedQuoteOfA,
  ),
  onQuote('GET /api/v1/quotes/{id}/activity', 200, (id) => ({ method: 'GET', path: `${base(id)}/activity` })),
  onQuote('POST /api/v1/quotes/{id}/send', 200, (id) => ({
    method: 'POST',
    path: `${base(id)}/send`,
    body: { lockVersion: 1 },
  })),
  onQuote(
    'POST /api/v1/quotes/{id}/resend',
    200,
    (id) => ({
      method: 'POST',
      path: `${base(id)}/resend`,
      body: { to: ['ann@client.example'], subject: 'Your quote', message: 'Here it is again.', attachPdf: false },
    }),
    sentQuoteOfA,
  ),
  onQuote(
    'POST /api/v1/quotes/{id}/share-links',
    201,
    (id) => ({ method: 'POST', path: `${base(id)}/share-links` }),
    sentQuoteOfA,
  ),
  onQuote(
    'GET /api/v1/quotes/{id}/share-links',
    200,
    (id) => ({ method: 'GET', path: `${base(id)}/share-links` }),
    sentQuoteOfA,
  ),
  onQuote(
    'POST /api/v1/quotes/{id}/share-links/revoke',
    200,
    (id) => ({ method: 'POST', path: `${base(id)}/share-links/revoke` }),
    sentQuoteOfA,
  ),
  onQuote('GET /api/v1/quotes/{id}/document.pdf', 200, (id) => ({ method: 'GET', path: `${base(id)}/document.pdf` })),
  onQuote('GET /api/v1/quotes/{id}/document.docx', 200, (id) => ({ method: 'GET', path: `${base(id)}/document.docx` })),
];
