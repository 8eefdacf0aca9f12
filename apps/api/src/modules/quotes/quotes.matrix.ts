import { quoteActivity, quotes, quoteVersions, withPlatform } from '@scopewright/db';
import { createClient, createQuote } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';

const USER_CAN = { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 };
const USER_CREATES = { ...USER_CAN, msp_user: 201, msp_admin: 201 };

/** A fresh quote of workspace A per call (a draft v1 with one priced labour line), so write cells stay apart. */
export const quoteOfA = async (f: AccessFixture) => (await createQuote(f.h.owner.db, f.tenantA.id)).id;

/** A quote of A whose v1 was sent, through the API as A's admin. */
export const sentQuoteOfA = async (f: AccessFixture) => {
  const id = await quoteOfA(f);
  const sent = await f.call(f.a.msp_admin, {
    method: 'POST',
    path: `/api/quotes/${id}/send`,
    body: { lockVersion: 1 },
  });
  if (sent.status !== 200) throw new Error(`sentQuoteOfA: send → ${sent.status}`);
  return id;
};

/** A quote of A with v1 (superseded) and v2 (draft). */
export const revisedQuoteOfA = async (f: AccessFixture) => {
  const id = await sentQuoteOfA(f);
  const revised = await f.call(f.a.msp_admin, { method: 'POST', path: `/api/quotes/${id}/revisions` });
  if (revised.status !== 201) throw new Error(`revisedQuoteOfA: revise → ${revised.status}`);
  return id;
};

export const quoteState = (f: AccessFixture, id: string) => () =>
  withPlatform({ db: f.h.owner.db }, async (tx) => ({
    quote: await tx.select().from(quotes).where(eq(quotes.id, id)),
    versions: await tx.select().from(quoteVersions).where(eq(quoteVersions.quoteId, id)),
    activity: await tx.select({ id: quoteActivity.id }).from(quoteActivity).where(eq(quoteActivity.quoteId, id)),
  }));

export const quotesOfA = (f: AccessFixture) => () =>
  withPlatform({ db: f.h.owner.db }, (tx) =>
    tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.tenantId, f.tenantA.id)).orderBy(quotes.id),
  );

export const draftBody = async (f: AccessFixture, quoteId: string) => {
  const [quote] = await withPlatform({ db: f.h.owner.db }, (tx) =>
    tx.select().from(quotes).where(eq(quotes.id, quoteId)),
  );
  return {
    lockVersion: 1,
    title: 'Firewall refresh',
    clientId: quote!.clientId,
    contactId: null,
    validUntil: null,
    currency: 'USD',
    content: { sections: [] },
  };
};

/** Replays workspace A's quote id as workspace B's users: 404 and the quote unchanged. */
const replay =
  (
    build: (id: string) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown },
    make = quoteOfA,
  ) =>
  async (f: AccessFixture) => {
    const id = await make(f);
    return { request: build(id), snapshot: quoteState(f, id) };
  };

export const quotesMatrix: MatrixCase[] = [
  {
    route: 'GET /api/quotes',
    request: () => ({ method: 'GET', path: '/api/quotes' }),
    expect: USER_CAN,
    crossTenant: {
      noIds:
        "the caller's own workspace; clientId/ownerId filters only narrow it (another workspace's ids match nothing, " +
        'see quotes.router.integration.test.ts)',
    },
  },
  {
    route: 'POST /api/quotes',
    request: async (f) => ({
      method: 'POST',
      path: '/api/quotes',
      body: { clientId: (await createClient(f.h.owner.db, f.tenantA.id)).id, title: 'Microsoft 365 migration' },
    }),
    expect: USER_CREATES,
    crossTenant: async (f) => {
      const client = await createClient(f.h.owner.db, f.tenantA.id);
      return {
        request: { method: 'POST', path: '/api/quotes', body: { clientId: client.id, title: 'Stolen client' } },
        snapshot: quotesOfA(f),
      };
    },
  },
  {
    route: 'GET /api/quotes/{id}',
    request: async (f) => ({ method: 'GET', path: `/api/quotes/${await quoteOfA(f)}` }),
    expect: USER_CAN,
    crossTenant: replay((id) => ({ method: 'GET', path: `/api/quotes/${id}` })),
  },
  {
    route: 'PUT /api/quotes/{id}/draft',
    request: async (f) => {
      const id = await quoteOfA(f);
      return { method: 'PUT', path: `/api/quotes/${id}/draft`, body: await draftBody(f, id) };
    },
    expect: USER_CAN,
    crossTenant: async (f) => {
      const id = await quoteOfA(f);
      return {
        request: { method: 'PUT', path: `/api/quotes/${id}/draft`, body: await draftBody(f, id) },
        snapshot: quoteState(f, id),
      };
    },
  },
  {
    route: 'PATCH /api/quotes/{id}/draft',
    request: async (f) => ({
      method: 'PATCH',
      path: `/api/quotes/${await quoteOfA(f)}/draft`,
      body: { lockVersion: 1, title: 'Firewall refresh' },
    }),
    expect: USER_CAN,
    crossTenant: async (f) => {
      const id = await quoteOfA(f);
      return {
        request: { method: 'PATCH', path: `/api/quotes/${id}/draft`, body: { lockVersion: 1, title: 'Stolen' } },
        snapshot: quoteState(f, id),
      };
    },
  },
  {
    route: 'POST /api/quotes/{id}/send',
    request: async (f) => ({ method: 'POST', path: `/api/quotes/${await quoteOfA(f)}/send`, body: { lockVersion: 1 } }),
    expect: USER_CAN,
    crossTenant: replay((id) => ({ method: 'POST', path: `/api/quotes/${id}/send`, body: { lockVersion: 1 } })),
  },
  {
    route: 'POST /api/quotes/{id}/revisions',
    request: async (f) => ({ method: 'POST', path: `/api/quotes/${await sentQuoteOfA(f)}/revisions` }),
    expect: USER_CREATES,
    crossTenant: replay((id) => ({ method: 'POST', path: `/api/quotes/${id}/revisions` }), sentQuoteOfA),
  },
  {
    route: 'GET /api/quotes/{id}/versions',
    request: async (f) => ({ method: 'GET', path: `/api/quotes/${await quoteOfA(f)}/versions` }),
    expect: USER_CAN,
    crossTenant: replay((id) => ({ method: 'GET', path: `/api/quotes/${id}/versions` })),
  },
  {
    route: 'GET /api/quotes/{id}/versions/{versionNo}',
    request: async (f) => ({ method: 'GET', path: `/api/quotes/${await quoteOfA(f)}/versions/1` }),
    expect: USER_CAN,
    crossTenant: replay((id) => ({ method: 'GET', path: `/api/quotes/${id}/versions/1` })),
  },
  {
    route: 'GET /api/quotes/{id}/compare',
    request: async (f) => ({ method: 'GET', path: `/api/quotes/${await revisedQuoteOfA(f)}/compare?from=1&to=2` }),
    expect: USER_CAN,
    crossTenant: replay((id) => ({ method: 'GET', path: `/api/quotes/${id}/compare?from=1&to=2` }), revisedQuoteOfA),
  },
  {
    route: 'POST /api/quotes/{id}/versions/{versionNo}/restore',
    request: async (f) => ({ method: 'POST', path: `/api/quotes/${await revisedQuoteOfA(f)}/versions/1/restore` }),
    expect: USER_CREATES,
    crossTenant: replay((id) => ({ method: 'POST', path: `/api/quotes/${id}/versions/1/restore` }), revisedQuoteOfA),
  },
  {
    route: 'POST /api/quotes/{id}/duplicate',
    request: async (f) => ({ method: 'POST', path: `/api/quotes/${await quoteOfA(f)}/duplicate` }),
    expect: USER_CREATES,
    crossTenant: async (f) => {
      const id = await quoteOfA(f);
      return { request: { method: 'POST', path: `/api/quotes/${id}/duplicate` }, snapshot: quotesOfA(f) };
    },
  },
  {
    route: 'POST /api/quotes/archive',
    request: async (f) => ({ method: 'POST', path: '/api/quotes/archive', body: { ids: [await quoteOfA(f)] } }),
    expect: USER_CAN,
    crossTenant: replay((id) => ({ method: 'POST', path: '/api/quotes/archive', body: { ids: [id] } })),
  },
  {
    route: 'POST /api/quotes/unarchive',
    request: async (f) => ({ method: 'POST', path: '/api/quotes/unarchive', body: { ids: [await quoteOfA(f)] } }),
    expect: USER_CAN,
    crossTenant: replay((id) => ({ method: 'POST', path: '/api/quotes/unarchive', body: { ids: [id] } })),
  },
  {
    route: 'DELETE /api/quotes/{id}',
    request: async (f) => ({ method: 'DELETE', path: `/api/quotes/${await quoteOfA(f)}` }),
    // Deleting quotes is an admin's permission (PERMISSION_MIN_ROLE) (docs/product-rules.md#live-access-rules).
    expect: { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 204, super_admin: 403 },
    crossTenant: replay((id) => ({ method: 'DELETE', path: `/api/quotes/${id}` })),
  },
  {
    route: 'GET /api/quotes/{id}/activity',
    request: async (f) => ({ method: 'GET', path: `/api/quotes/${await quoteOfA(f)}/activity` }),
    expect: USER_CAN,
    crossTenant: replay((id) => ({ method: 'GET', path: `/api/quotes/${id}/activity` })),
  },
];
