import { integrationSyncRuns, withTenant } from '@scopewright/db';
import type { IntegrationProviderId } from '@scopewright/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TenantContext } from '../../../platform/access/use-case-context';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../../platform/keyset-cursor';
import { toSyncRun } from './sync-docs';
import { getConnectionIdOrThrow } from './sync-reads.queries';

const PAGE = 25;

/** GET /api/integrations/{provider}/runs: newest first, keyset on (created_at, id). */
export async function listSyncRuns(ctx: TenantContext, provider: IntegrationProviderId, cursor: string | undefined) {
  const after = cursor === undefined ? null : decodeKeysetCursor(cursor);
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const connectionId = await getConnectionIdOrThrow(tx, ctx.tenantId, provider);
    const rows = await tx
      .select({ run: integrationSyncRuns, key: sql<string>`${integrationSyncRuns.createdAt}::text` })
      .from(integrationSyncRuns)
      .where(
        and(
          eq(integrationSyncRuns.tenantId, ctx.tenantId),
          eq(integrationSyncRuns.connectionId, connectionId),
          after
            ? sql`(${integrationSyncRuns.createdAt}, ${integrationSyncRuns.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(integrationSyncRuns.createdAt), desc(integrationSyncRuns.id))
      .limit(PAGE + 1);
    const page = rows.slice(0, PAGE);
    const last = page.at(-1);
    return {
      items: page.map(({ run }) => toSyncRun(run, provider)),
      nextCursor: rows.length > PAGE && last ? encodeKeysetCursor({ key: last.key, id: last.run.id }) : null,
    };
  });
}
