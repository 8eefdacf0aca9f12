import type { LineKind, QuoteLine } from '@scopewright/domain';
import { type CatalogItem } from '@/data/catalog';
import { type RoleOption } from '@/data/labor-roles';
import type { SectionFields } from './scope-state';

const BLANK: Omit<QuoteLine, 'id' | 'kind' | 'name'> = {
  clientDescription: '',
  internalNote: '',
  unit: 'each',
  quantity: 1,
  minutes: 0,
  roleId: null,
  roleName: null,
  unitPriceCents: 0,
  unitCostCents: 0,
  frequency: 'one_time',
  termMonths: null,
  discountType: 'none',
  discountValue: 0,
  taxable: true,
  isOptional: false,
  isSelected: true,
  source: 'manual',
  sourceRef: null,
  deliverables: [],
  assumptions: [],
  outOfScope: [],
  customerResponsibilities: [],
};

const DEFAULTS: Record<LineKind, Partial<QuoteLine>> = {
  labor: { name: 'New task', unit: 'hour', minutes: 60 },
  product: { name: 'New product' },
  recurring: { name: 'New service', frequency: 'monthly', unit: 'user' },
  expense: { name: 'New expense', taxable: false },
  discount: { name: 'Discount', discountType: 'amount', taxable: false },
  text: { name: 'Note', quantity: 0, taxable: false },
};

export function createLine(kind: LineKind, id: string, patch: Partial<QuoteLine> = {}): QuoteLine {
  return { ...BLANK, name: '', ...DEFAULTS[kind], ...patch, id, kind };
}

/** A labour task priced from a rate-card role: a snapshot of its name and rates (later rate changes never apply). */
export function applyRole(role: RoleOption): Partial<QuoteLine> {
  return {
    roleId: role.id,
    roleName: role.clientFacingName ?? role.name,
    unitPriceCents: role.billRateCents,
    unitCostCents: role.costRateCents,
  };
}

export function createLineFromCatalog(item: CatalogItem, id: string): QuoteLine {
  const kind: LineKind =
    item.kind === 'recurring_service' ? 'recurring' : item.kind === 'labor_package' ? 'labor' : 'product';
  return createLine(kind === 'labor' ? 'product' : kind, id, {
    name: item.name,
    clientDescription: item.description ?? '',
    unit: item.unit || 'each',
    unitPriceCents: item.unitPriceCents,
    unitCostCents: item.unitCostCents,
    frequency: item.frequency,
    taxable: item.taxable,
    source: 'catalog',
    sourceRef: item.id,
  });
}

export function createSection(id: string, name: string, patch: Partial<SectionFields> = {}): SectionFields {
  return {
    id,
    name,
    clientDescription: '',
    kind: 'phase',
    isOptional: false,
    isSelected: true,
    showLinePrices: true,
    targetMarginBps: null,
    ...patch,
  };
}

/** Hours × rate shown live in the grid: a labour line's extended amount before discounts. */
export function isPricedKind(kind: LineKind): boolean {
  return kind !== 'text';
}
