import { withTenant } from '@scopewright/db';
import type { IntegrationProviderId } from '@scopewright/domain';
import type { TenantContext } from '../../../platform/access/use-case-context';
import type { Jobs } from '../../../platform/jobs';
import { enqueuePsaPull } from './enqueue-psa-pull';
import { toSyncRun, type SyncRun } from './sync-docs';
import { getConnectionIdOrThrow } from './sync-reads.queries';

/** POST /api/integrations/{provider}/pull: queues an import of the PSA's companies (or answers the one queued). */
export async function pullFromPsa(
  ctx: TenantContext & { jobs: Pick<Jobs, 'enqueue'> },
  provider: IntegrationProviderId,
): Promise<SyncRun> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const connectionId = await getConnectionIdOrThrow(tx, ctx.tenantId, provider);
    const { run } = await enqueuePsaPull(ctx.jobs, tx, {
      tenantId: ctx.tenantId,
      connectionId,
      trigger: 'manual',
      userId: ctx.actor.userId,
    });
    return toSyncRun(run, provider);
  });
}
