import { emailLogs, quoteActivity, quotes, quoteShareLinks, withPlatform } from '@scopewright/db';
import { createQuote } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';

const USER_CAN = { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 };
const USER_CREATES = { ...USER_CAN, msp_user: 201, msp_admin: 201 };

const draftOfA = async (f: AccessFixture) => (await createQuote(f.h.owner.db, f.tenantA.id)).id;

/** A quote of A whose v1 was sent (link mode), through the API as A's admin. */
const sentOfA = async (f: AccessFixture) => {
  const id = await draftOfA(f);
  const sent = await f.call(f.a.msp_admin, {
    method: 'POST',
    path: `/api/quotes/${id}/send`,
    body: { lockVersion: 1 },
  });
  if (sent.status !== 200) throw new Error(`sentOfA: send → ${sent.status}`);
  return id;
};

const RESEND = { to: ['ann@client.example'], subject: 'Your quote', message: 'Here it is again.', attachPdf: false };

/** The quote, its links, activity and queued emails: a replay from workspace B must change none of them. */
const state = (f: AccessFixture, id: string) => () =>
  withPlatform({ db: f.h.owner.db }, async (tx) => ({
    quote: await tx.select().from(quotes).where(eq(quotes.id, id)),
    links: await tx.select().from(quoteShareLinks).where(eq(quoteShareLinks.quoteId, id)),
    activity: await tx.select({ id: quoteActivity.id }).from(quoteActivity).where(eq(quoteActivity.quoteId, id)),
    emails: await tx.select({ id: emailLogs.id }).from(emailLogs).where(eq(emailLogs.tenantId, f.tenantA.id)),
  }));

const replay =
  (build: (id: string) => { method: 'GET' | 'POST'; path: string; body?: unknown }, make = sentOfA) =>
  async (f: AccessFixture) => {
    const id = await make(f);
    return { request: build(id), snapshot: state(f, id) };
  };

export const quoteSendingMatrix: MatrixCase[] = [
  {
    route: 'GET /api/quotes/{id}/send-draft',
    request: async (f) => ({ method: 'GET', path: `/api/quotes/${await draftOfA(f)}/send-draft` }),
    expect: USER_CAN,
    crossTenant: replay((id) => ({ method: 'GET', path: `/api/quotes/${id}/send-draft` }), draftOfA),
  },
  {
    route: 'POST /api/quotes/{id}/resend',
    request: async (f) => ({ method: 'POST', path: `/api/quotes/${await sentOfA(f)}/resend`, body: RESEND }),
    expect: USER_CAN,
    crossTenant: replay((id) => ({ method: 'POST', path: `/api/quotes/${id}/resend`, body: RESEND })),
  },
  {
    route: 'POST /api/quotes/{id}/share-links',
    request: async (f) => ({ method: 'POST', path: `/api/quotes/${await sentOfA(f)}/share-links` }),
    expect: USER_CREATES,
    crossTenant: replay((id) => ({ method: 'POST', path: `/api/quotes/${id}/share-links` })),
  },
  {
    route: 'GET /api/quotes/{id}/share-links',
    request: async (f) => ({ method: 'GET', path: `/api/quotes/${await sentOfA(f)}/share-links` }),
    expect: USER_CAN,
    crossTenant: replay((id) => ({ method: 'GET', path: `/api/quotes/${id}/share-links` })),
  },
  {
    route: 'POST /api/quotes/{id}/share-links/revoke',
    request: async (f) => ({ method: 'POST', path: `/api/quotes/${await sentOfA(f)}/share-links/revoke` }),
    expect: USER_CAN,
    crossTenant: replay((id) => ({ method: 'POST', path: `/api/quotes/${id}/share-links/revoke` })),
  },
];
