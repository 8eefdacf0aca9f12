import { integrationConnections, isUuid, withTenant } from '@scopewright/db';
import {
  INTEGRATIONS_COPY,
  SaveMappingInput,
  type IntegrationProviderId,
  type Mapping,
  type SavedMapping,
} from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../../platform/access/use-case-context';
import { AppError, validationError, type FieldIssue } from '../../../platform/errors';
import { getConnectionOrThrow, throwIfStale } from './connections.queries';
import { findMappingKeys, type MappingKeyKind } from './mapping-keys';

const CHECKED: readonly { part: keyof Mapping; kind: MappingKeyKind; what: string }[] = [
  { part: 'roles', kind: 'role', what: 'the rate card role' },
  { part: 'workTypes', kind: 'role', what: 'the rate card role' },
  { part: 'products', kind: 'product', what: 'the catalog product' },
  { part: 'recurring', kind: 'recurring', what: 'the recurring catalog item' },
  { part: 'stages', kind: 'stage', what: 'the pipeline stage' },
];

/**
 * PUT /api/integrations/{provider}/mapping: replaces the mapping at the lock version the screen read. Every key
 * of ours must be one of the workspace's records (archived ones included, so an older mapping saves again).
 */
export function saveMapping(ctx: TenantContext, provider: IntegrationProviderId, body: unknown): Promise<SavedMapping> {
  const parsed = SaveMappingInput.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error.issues);
  const { lockVersion, mapping } = parsed.data;
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const row = await getConnectionOrThrow(tx, ctx.tenantId, provider, { forUpdate: true });
    throwIfStale(row, lockVersion);
    const issues: FieldIssue[] = [];
    for (const { part, kind, what } of CHECKED) {
      const keys = Object.keys(mapping[part]);
      const known = await findMappingKeys(tx, ctx.tenantId, kind, keys.filter(isUuid));
      for (const key of keys.filter((k) => !known.has(k))) {
        issues.push({ path: `mapping.${part}.${key}`, message: INTEGRATIONS_COPY.unknownMappingKey(what, key) });
      }
    }
    if (issues.length > 0) throw new AppError('VALIDATION', issues[0]!.message, { details: issues });
    const [updated] = await tx
      .update(integrationConnections)
      .set({ mapping, lockVersion: row.lockVersion + 1, updatedAt: new Date(), updatedBy: ctx.actor.userId })
      .where(and(eq(integrationConnections.tenantId, ctx.tenantId), eq(integrationConnections.id, row.id)))
      .returning({ lockVersion: integrationConnections.lockVersion });
    return { mapping, lockVersion: updated!.lockVersion };
  });
}
