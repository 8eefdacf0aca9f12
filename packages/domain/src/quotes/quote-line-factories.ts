import type { CatalogItemKind } from '../rate-card/catalog-item-schemas';
import type { LineKind } from './quote-enums';
import type { QuoteLine, QuoteSection } from './quote-content';

/** A section's own fields, without its lines. */
export type SectionFields = Omit<QuoteSection, 'lines'>;

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

/** A new line of a kind with that kind's defaults: the one way lines are made (editor, AI, public API). */
export function createLine(kind: LineKind, id: string, patch: Partial<QuoteLine> = {}): QuoteLine {
  return { ...BLANK, name: '', ...DEFAULTS[kind], ...patch, id, kind };
}

/** What a line takes from a catalog item. */
export interface CatalogLineSource {
  id: string;
  kind: CatalogItemKind;
  name: string;
  description: string | null;
  unit: string;
  unitPriceCents: number;
  unitCostCents: number;
  frequency: QuoteLine['frequency'];
  taxable: boolean;
}

/** A line from a catalog item: a snapshot of its name, prices, cadence and tax (later catalog changes never apply). */
export function createLineFromCatalog(item: CatalogLineSource, id: string): QuoteLine {
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
