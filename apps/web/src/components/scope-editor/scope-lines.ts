import type { LineKind, QuoteLine } from '@scopewright/domain';
import { type RoleOption } from '@/data/labor-roles';

// The one way lines and sections are made lives in the domain (the public API makes them too).
export { createLine, createLineFromCatalog, createSection } from '@scopewright/domain';

/** A labour task priced from a rate-card role: a snapshot of its name and rates (later rate changes never apply). */
export function applyRole(role: RoleOption): Partial<QuoteLine> {
  return {
    roleId: role.id,
    roleName: role.clientFacingName ?? role.name,
    unitPriceCents: role.billRateCents,
    unitCostCents: role.costRateCents,
  };
}

/** Hours × rate shown live in the grid: a labour line's extended amount before discounts. */
export function isPricedKind(kind: LineKind): boolean {
  return kind !== 'text';
}
