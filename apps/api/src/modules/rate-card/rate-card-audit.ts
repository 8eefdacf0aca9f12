import type { Tx } from '@scopewright/db';
import type { AuditAction, CatalogItemView, LaborRoleView } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';

/** The fields of a labour role the audit log compares (Version Control reads them back). */
const ROLE_FIELDS = [
  'name',
  'clientFacingName',
  'description',
  'billRateCents',
  'costRateCents',
  'archivedAt',
] as const;

/** The fields of a catalog item the audit log compares. */
const ITEM_FIELDS = [
  'kind',
  'name',
  'description',
  'sku',
  'manufacturer',
  'unit',
  'unitPriceCents',
  'unitCostCents',
  'frequency',
  'taxable',
  'category',
  'archivedAt',
] as const;

/**
 * A labour role's change in the audit log: every changed field before and after (all of them for a new role),
 * labelled with the role's name. A save that changed nothing records nothing.
 */
export async function recordRoleChange(
  tx: Tx,
  ctx: TenantContext,
  action: Extract<AuditAction, `rate_card.${string}`>,
  before: LaborRoleView | null,
  after: LaborRoleView,
  metadata?: Record<string, unknown>,
): Promise<void> {
  const changes = changedFields(before && { ...before }, { ...after }, ROLE_FIELDS);
  if (Object.keys(changes).length === 0) return;
  await recordAudit(tx, ctx, {
    action,
    tenantId: ctx.tenantId,
    target: { type: 'labor_role', id: after.id, label: after.name },
    changes,
    ...(metadata ? { metadata } : {}),
  });
}

/** A catalog item's change in the audit log, as for a labour role; labelled with its name (and SKU). */
export async function recordItemChange(
  tx: Tx,
  ctx: TenantContext,
  action: Extract<AuditAction, `catalog.${string}`>,
  before: CatalogItemView | null,
  after: CatalogItemView,
  metadata?: Record<string, unknown>,
): Promise<void> {
  const changes = changedFields(before && { ...before }, { ...after }, ITEM_FIELDS);
  if (Object.keys(changes).length === 0) return;
  await recordAudit(tx, ctx, {
    action,
    tenantId: ctx.tenantId,
    target: { type: 'catalog_item', id: after.id, label: after.sku ? `${after.name} (${after.sku})` : after.name },
    changes,
    ...(metadata ? { metadata } : {}),
  });
}
