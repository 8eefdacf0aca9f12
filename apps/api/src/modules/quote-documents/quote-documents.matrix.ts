import { quoteActivity, quotes, quoteVersions, withPlatform } from '@scopewright/db';
import { createQuote } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';

const MEMBERS = { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 };

const quoteOfA = async (f: AccessFixture) => (await createQuote(f.h.owner.db, f.tenantA.id)).id;
const overridesBody = { lockVersion: 1, overrides: { coverPage: false } };

/** The quote, its versions and its activity: a replay from another workspace changes none of them. */
const quoteState = (f: AccessFixture, id: string) => () =>
  withPlatform({ db: f.h.owner.db }, async (tx) => ({
    quote: await tx.select().from(quotes).where(eq(quotes.id, id)),
    versions: await tx.select().from(quoteVersions).where(eq(quoteVersions.quoteId, id)),
    activity: await tx.select({ id: quoteActivity.id }).from(quoteActivity).where(eq(quoteActivity.quoteId, id)),
  }));

/** Replays workspace A's quote id as workspace B's users: 404 and the quote unchanged. */
const replay =
  (build: (id: string) => { method: 'GET' | 'PUT'; path: string; body?: unknown }) => async (f: AccessFixture) => {
    const id = await quoteOfA(f);
    return { request: build(id), snapshot: quoteState(f, id) };
  };

export const quoteDocumentsMatrix: MatrixCase[] = [
  {
    route: 'GET /api/quotes/{id}/document.pdf',
    request: async (f) => ({ method: 'GET', path: `/api/quotes/${await quoteOfA(f)}/document.pdf` }),
    expect: MEMBERS,
    crossTenant: replay((id) => ({ method: 'GET', path: `/api/quotes/${id}/document.pdf?variant=internal` })),
  },
  {
    route: 'GET /api/quotes/{id}/document.docx',
    request: async (f) => ({ method: 'GET', path: `/api/quotes/${await quoteOfA(f)}/document.docx?variant=internal` }),
    expect: MEMBERS,
    crossTenant: replay((id) => ({ method: 'GET', path: `/api/quotes/${id}/document.docx` })),
  },
  {
    route: 'GET /api/quotes/{id}/branding',
    request: async (f) => ({ method: 'GET', path: `/api/quotes/${await quoteOfA(f)}/branding` }),
    expect: MEMBERS,
    crossTenant: replay((id) => ({ method: 'GET', path: `/api/quotes/${id}/branding` })),
  },
  {
    route: 'PUT /api/quotes/{id}/branding',
    request: async (f) => ({ method: 'PUT', path: `/api/quotes/${await quoteOfA(f)}/branding`, body: overridesBody }),
    expect: MEMBERS,
    crossTenant: replay((id) => ({ method: 'PUT', path: `/api/quotes/${id}/branding`, body: overridesBody })),
  },
];
