import { withTenant } from '@scopewright/db';
import { INTEGRATION_PROVIDER_NAMES, type IntegrationProviderId } from '@scopewright/domain';
import type { TenantContext } from '../../../platform/access/use-case-context';
import { AppError } from '../../../platform/errors';
import type { Jobs } from '../../../platform/jobs';
import { getQuoteOrThrow } from '../../quotes';
import { acceptedVersionNo, enqueuePsaPush } from './enqueue-psa-push';
import { toSyncRun, type SyncRun } from './sync-docs';

/** POST /api/quotes/{id}/psa-push: queues a push of the accepted version, one at a time per quote and PSA. */
export async function pushQuoteToPsa(
  ctx: TenantContext & { jobs: Pick<Jobs, 'enqueue'> },
  quoteId: string,
  provider: IntegrationProviderId,
): Promise<SyncRun> {
  const name = INTEGRATION_PROVIDER_NAMES[provider];
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const quote = await getQuoteOrThrow(tx, ctx.tenantId, quoteId, true);
    if ((await acceptedVersionNo(tx, ctx.tenantId, quote.id)) === null) {
      throw new AppError('CONFLICT', `Only an accepted quote can be sent to ${name}.`, { reason: 'not-accepted' });
    }
    const queued = await enqueuePsaPush(ctx.jobs, tx, {
      tenantId: ctx.tenantId,
      quoteId: quote.id,
      provider,
      trigger: 'manual',
      userId: ctx.actor.userId,
    });
    if (!queued)
      throw new AppError('NOT_FOUND', `${name} is not connected. An admin can connect it in Settings → Integrations.`);
    if (!queued.created) {
      throw new AppError('CONFLICT', `This quote is already being sent to ${name}. Wait for that push to finish.`, {
        reason: 'push-running',
        details: { runId: queued.run.id },
      });
    }
    return toSyncRun(queued.run, provider);
  });
}
