import { integrationConnections, withTenant } from '@scopewright/db';
import { INTEGRATION_PROVIDER_NAMES, type IntegrationProviderId } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../../platform/access/use-case-context';
import { AppError } from '../../../platform/errors';
import { getQuoteOrThrow } from '../../quotes';
import { buildProjectPlan, type PushMapping } from './build-push-plan';
import { describePushChanges, summarisePushChanges, type PushChanges } from './describe-push-changes';
import { acceptedVersionNo } from './enqueue-psa-push';
import { loadRefs } from './external-refs.queries';
import { readPushSource } from './read-push-source';

/**
 * GET /api/quotes/{id}/psa-push-preview: what a push of the accepted version would create and update in the PSA,
 * from the records earlier pushes made (no call to the PSA), so a revised version is explained before it is sent.
 */
export async function previewPsaPush(
  ctx: TenantContext,
  quoteId: string,
  provider: IntegrationProviderId,
): Promise<{ versionNo: number; pushedBefore: boolean; summary: string; changes: PushChanges }> {
  const name = INTEGRATION_PROVIDER_NAMES[provider];
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, ctx.tenantId, quoteId);
    const versionNo = await acceptedVersionNo(tx, ctx.tenantId, quote.id);
    if (versionNo === null) {
      throw new AppError('CONFLICT', `Only an accepted quote can be sent to ${name}.`, { reason: 'not-accepted' });
    }
    const [connection] = await tx
      .select({ id: integrationConnections.id, mapping: integrationConnections.mapping })
      .from(integrationConnections)
      .where(and(eq(integrationConnections.tenantId, ctx.tenantId), eq(integrationConnections.provider, provider)));
    if (!connection) {
      throw new AppError('NOT_FOUND', `${name} is not connected. An admin can connect it in Settings → Integrations.`);
    }
    const source = await readPushSource(tx, ctx.tenantId, quote.id, versionNo);
    if (!source)
      throw new AppError('CONFLICT', `Only an accepted quote can be sent to ${name}.`, { reason: 'not-accepted' });
    const refs = await loadRefs(tx, {
      tenantId: ctx.tenantId,
      connectionId: connection.id,
      entity: 'quote',
      entityId: quote.id,
    });
    const plan = buildProjectPlan(source, connection.mapping as PushMapping, { companyId: '', opportunityId: null });
    const changes = describePushChanges(plan, refs, provider);
    return { versionNo, pushedBefore: refs.has('project'), summary: summarisePushChanges(changes), changes };
  });
}
