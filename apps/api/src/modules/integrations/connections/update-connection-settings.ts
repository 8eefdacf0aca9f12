import { integrationConnections, withTenant } from '@scopewright/db';
import {
  parseConnectionSettings,
  updateConnectionSettingsInput,
  type IntegrationConnection,
  type IntegrationProviderId,
} from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../../platform/access/use-case-context';
import { validationError } from '../../../platform/errors';
import { changedFields } from '../../../platform/audit/record-audit';
import { toConnectionView } from './connection-view';
import { recordConnectionChange } from './connection-audit';
import { getConnectionOrThrow, throwIfStale } from './connections.queries';

/**
 * PATCH /api/integrations/{provider}: push on acceptance, the pull schedule and the PSA-specific options, at the
 * lock version the screen read. `options` replaces the saved ones; an empty value removes that option.
 */
export function updateConnectionSettings(
  ctx: TenantContext,
  provider: IntegrationProviderId,
  body: unknown,
): Promise<IntegrationConnection> {
  const parsed = updateConnectionSettingsInput(provider).safeParse(body);
  if (!parsed.success) throw validationError(parsed.error.issues);
  const { lockVersion, settings: changes } = parsed.data;
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const row = await getConnectionOrThrow(tx, ctx.tenantId, provider, { forUpdate: true });
    throwIfStale(row, lockVersion);
    const current = parseConnectionSettings(row.settings);
    const options =
      changes.options === undefined
        ? current.options
        : Object.fromEntries(Object.entries(changes.options).filter(([, value]) => value !== ''));
    const settings = {
      pushOnAcceptance: changes.pushOnAcceptance ?? current.pushOnAcceptance,
      pullSchedule: changes.pullSchedule ?? current.pullSchedule,
      options,
    };
    const [updated] = await tx
      .update(integrationConnections)
      .set({ settings, lockVersion: row.lockVersion + 1, updatedAt: new Date(), updatedBy: ctx.actor.userId })
      .where(and(eq(integrationConnections.tenantId, ctx.tenantId), eq(integrationConnections.id, row.id)))
      .returning();
    const changed = changedFields({ ...current }, settings, ['pushOnAcceptance', 'pullSchedule', 'options']);
    if (Object.keys(changed).length > 0) {
      await recordConnectionChange(tx, ctx, { action: 'integration.updated', row: updated!, changes: changed });
    }
    return toConnectionView(updated!);
  });
}
