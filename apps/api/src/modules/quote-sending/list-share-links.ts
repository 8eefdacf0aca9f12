import { withTenant } from '@scopewright/db';
import type { ShareLinkList } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { findPeople, getQuoteOrThrow } from '../quotes';
import { listShareLinkRows } from './share-links.queries';

/** GET /api/quotes/{id}/share-links: newest first, with who created each (by name). */
export function listShareLinks(ctx: TenantContext, input: { id: string }, now = new Date()): Promise<ShareLinkList> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, ctx.tenantId, input.id);
    const rows = await listShareLinkRows(tx, ctx.tenantId, quote.id, now);
    const people = await findPeople(
      tx,
      rows.map((row) => row.createdBy),
    );
    return {
      items: rows.map((row) => ({ ...row, createdBy: (row.createdBy && people.get(row.createdBy)?.name) || null })),
    };
  });
}
