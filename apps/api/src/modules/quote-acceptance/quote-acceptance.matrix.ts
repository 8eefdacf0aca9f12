import { quoteAcceptances, withPlatform } from '@scopewright/db';
import { createQuote } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';
import { acceptThroughLink } from './quote-acceptance.test-helpers';

const USER_CAN = { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 };

/** A quote of workspace A the client accepted (a drawn signature, so the image route answers 200). */
const acceptedQuoteOfA = async (f: AccessFixture) => {
  const quote = await createQuote(f.h.owner.db, f.tenantA.id);
  await acceptThroughLink(f.h.app, f.h.owner.db, quote, { signature: { kind: 'drawn', imagePng: DRAWN } });
  return quote.id;
};

const unchanged = (f: AccessFixture, id: string) => () =>
  withPlatform({ db: f.h.owner.db }, (tx) =>
    tx.select().from(quoteAcceptances).where(eq(quoteAcceptances.quoteId, id)),
  );

/** A 1×1 PNG: the smallest drawing the API re-encodes. */
const DRAWN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const replay = (suffix: string) => async (f: AccessFixture) => {
  const id = await acceptedQuoteOfA(f);
  return {
    request: { method: 'GET' as const, path: `/api/quotes/${id}/acceptance${suffix}` },
    snapshot: unchanged(f, id),
  };
};

export const quoteAcceptanceMatrix: MatrixCase[] = [
  {
    route: 'GET /api/quotes/{id}/acceptance',
    request: async (f) => ({ method: 'GET', path: `/api/quotes/${await acceptedQuoteOfA(f)}/acceptance` }),
    expect: USER_CAN,
    crossTenant: replay(''),
  },
  {
    route: 'GET /api/quotes/{id}/acceptance/signature.png',
    request: async (f) => ({
      method: 'GET',
      path: `/api/quotes/${await acceptedQuoteOfA(f)}/acceptance/signature.png`,
    }),
    expect: USER_CAN,
    crossTenant: replay('/signature.png'),
  },
];
