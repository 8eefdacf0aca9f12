import { externalRefs, integrationConnections, integrationSyncRuns, withTenant } from '@scopewright/db';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { TenantContext } from '../../../platform/access/use-case-context';
import { getQuoteOrThrow } from '../../quotes';
import { toSyncRun } from './sync-docs';

const LINK_KEYS = ['opportunity', 'project'];

/**
 * GET /api/quotes/{id}/psa-sync: the PSAs the workspace is connected to (what "Send to" offers), the 20 newest runs,
 * and the company, opportunity and project links per PSA.
 */
export async function getQuotePsaSync(ctx: TenantContext, quoteId: string) {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, ctx.tenantId, quoteId);
    const connection = and(
      eq(integrationConnections.tenantId, ctx.tenantId),
      eq(integrationConnections.id, integrationSyncRuns.connectionId),
    );
    const runs = await tx
      .select({ run: integrationSyncRuns, provider: integrationConnections.provider })
      .from(integrationSyncRuns)
      .innerJoin(integrationConnections, connection)
      .where(and(eq(integrationSyncRuns.tenantId, ctx.tenantId), eq(integrationSyncRuns.quoteId, quote.id)))
      .orderBy(desc(integrationSyncRuns.createdAt), desc(integrationSyncRuns.id))
      .limit(20);
    const refs = await tx
      .select({
        key: externalRefs.key,
        remoteId: externalRefs.remoteId,
        remoteUrl: externalRefs.remoteUrl,
        provider: integrationConnections.provider,
      })
      .from(externalRefs)
      .innerJoin(
        integrationConnections,
        and(
          eq(integrationConnections.tenantId, externalRefs.tenantId),
          eq(integrationConnections.id, externalRefs.connectionId),
        ),
      )
      .where(
        and(
          eq(externalRefs.tenantId, ctx.tenantId),
          or(
            and(
              eq(externalRefs.entity, 'quote'),
              eq(externalRefs.entityId, quote.id),
              inArray(externalRefs.key, LINK_KEYS),
            ),
            and(
              eq(externalRefs.entity, 'client'),
              eq(externalRefs.entityId, quote.clientId),
              eq(externalRefs.key, 'company'),
            ),
          ),
        ),
      )
      .orderBy(integrationConnections.provider, externalRefs.key);
    const connected = await tx
      .select({ provider: integrationConnections.provider })
      .from(integrationConnections)
      .where(eq(integrationConnections.tenantId, ctx.tenantId))
      .orderBy(integrationConnections.provider);
    return {
      connected: connected.map((row) => row.provider),
      runs: runs.map(({ run, provider }) => toSyncRun(run, provider)),
      refs,
    };
  });
}
