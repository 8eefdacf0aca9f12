import { auditEvents, quoteVersions, withPlatform } from '@scopewright/db';
import { createQuote } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';

/** The workspace's admins; a super admin without a workspace is refused by the tenant guard. */
const ADMINS = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 };

/** A quote of workspace A (its v1 is a feed item) and a rate card change recorded in A's audit log. */
async function itemsOfA(f: AccessFixture) {
  const quote = await createQuote(f.h.owner.db, f.tenantA.id);
  const [entry] = await withPlatform({ db: f.h.owner.db }, (tx) =>
    tx
      .insert(auditEvents)
      .values({
        tenantId: f.tenantA.id,
        actorKind: 'user',
        actorUserId: f.a.msp_admin.user.id,
        actorLabel: f.a.msp_admin.user.email,
        action: 'rate_card.role_updated',
        targetType: 'labor_role',
        targetId: crypto.randomUUID(),
        targetLabel: 'Senior Engineer',
        changes: { billRateCents: { before: 15_000, after: 16_500 } },
      })
      .returning(),
  );
  return { quote, audit: entry! };
}

export const versionControlMatrix: MatrixCase[] = [
  {
    route: 'GET /api/versions',
    request: () => ({ method: 'GET', path: '/api/versions?kind=quote' }),
    expect: ADMINS,
    crossTenant: { noIds: "the caller's own workspace's changes: the workspace comes from the session" },
  },
  {
    route: 'GET /api/versions/{itemId}',
    request: async (f) => {
      const { quote } = await itemsOfA(f);
      return { method: 'GET', path: `/api/versions/qv_${quote.currentVersionId!}` };
    },
    expect: ADMINS,
    crossTenant: async (f) => {
      const { quote, audit } = await itemsOfA(f);
      // A's quote version replayed as B; the router tests replay a template version and an audit entry too.
      return {
        request: { method: 'GET', path: `/api/versions/qv_${quote.currentVersionId!}` },
        snapshot: () =>
          withPlatform({ db: f.h.owner.db }, async (tx) => ({
            version: await tx.select().from(quoteVersions).where(eq(quoteVersions.id, quote.currentVersionId!)),
            audit: await tx.select().from(auditEvents).where(eq(auditEvents.id, audit.id)),
          })),
      };
    },
  },
];
