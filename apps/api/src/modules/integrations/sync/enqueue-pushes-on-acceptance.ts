import { integrationConnections, type Tx } from '@scopewright/db';
import { parseConnectionSettings } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import type { Jobs } from '../../../platform/jobs';
import type { Logger } from '../../../platform/logger';
import { enqueuePsaPush } from './enqueue-psa-push';

/**
 * In the acceptance's transaction: a push for each connection set to push on acceptance. Each runs in its own
 * savepoint and any failure is only logged, so nothing here can make an acceptance fail.
 */
export async function enqueuePushesOnAcceptance(
  jobs: Pick<Jobs, 'enqueue'>,
  tx: Tx,
  input: { tenantId: string; quoteId: string },
  logger?: Pick<Logger, 'warn'>,
): Promise<number> {
  let queued = 0;
  try {
    await tx.transaction(async (sp) => {
      const connections = await sp
        .select({ provider: integrationConnections.provider, settings: integrationConnections.settings })
        .from(integrationConnections)
        .where(eq(integrationConnections.tenantId, input.tenantId));
      for (const connection of connections) {
        if (!parseConnectionSettings(connection.settings).pushOnAcceptance) continue;
        const push = { ...input, provider: connection.provider, trigger: 'acceptance' as const, userId: null };
        await sp
          .transaction(async (one) => {
            if (await enqueuePsaPush(jobs, one, push)) queued += 1;
          })
          .catch((err: unknown) =>
            logger?.warn({ err, provider: connection.provider }, 'PSA push on acceptance not queued'),
          );
      }
    });
  } catch (err) {
    logger?.warn({ err }, 'PSA pushes on acceptance not queued');
  }
  return queued;
}
