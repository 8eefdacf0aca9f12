import {
  DEFAULT_LABOR_ROLES,
  type BillingFrequency,
  type QuoteContentInput,
  type QuoteLineInput,
  type QuoteSectionInput,
} from '@scopewright/domain';

/** Seed content before ids: the insert gives every section and line a stable id (revisions keep theirs). */
export type DemoLine = Omit<QuoteLineInput, 'id'> & { id?: string };
export type DemoSection = Omit<QuoteSectionInput, 'id' | 'lines'> & { id?: string; lines: DemoLine[] };
export type DemoContent = Omit<QuoteContentInput, 'sections'> & { sections: DemoSection[] };

export type RoleName = (typeof DEFAULT_LABOR_ROLES)[number]['name'];

interface ScopeLanguage {
  description?: string;
  deliverables?: string[];
  assumptions?: string[];
  outOfScope?: string[];
  customerResponsibilities?: string[];
  internalNote?: string;
}

interface LineOptions extends ScopeLanguage {
  optional?: boolean;
  selected?: boolean;
  taxable?: boolean;
  discountPercent?: number;
  termMonths?: number;
}

const scope = (options: LineOptions) => ({
  clientDescription: options.description ?? '',
  internalNote: options.internalNote ?? '',
  deliverables: options.deliverables ?? [],
  assumptions: options.assumptions ?? [],
  outOfScope: options.outOfScope ?? [],
  customerResponsibilities: options.customerResponsibilities ?? [],
  isOptional: options.optional ?? false,
  isSelected: options.optional ? (options.selected ?? false) : true,
  ...(options.discountPercent
    ? { discountType: 'percent' as const, discountValue: options.discountPercent * 100 }
    : {}),
  ...(options.termMonths ? { termMonths: options.termMonths } : {}),
});

const roleRates = (roleName: RoleName) => {
  const role = DEFAULT_LABOR_ROLES.find((r) => r.name === roleName);
  if (!role) throw new Error(`demo seed: unknown role ${roleName}`);
  return { unitPriceCents: role.billRateCents, unitCostCents: role.costRateCents };
};

/** A labour task: `hours` per unit (quantity defaults to 1), priced at the default rate card. */
export const labor = (
  name: string,
  roleName: RoleName,
  hours: number,
  options: LineOptions & { quantity?: number; frequency?: BillingFrequency } = {},
): DemoLine => ({
  kind: 'labor',
  frequency: options.frequency ?? 'one_time',
  name,
  unit: 'hour',
  quantity: options.quantity ?? 1,
  minutes: Math.round(hours * 60),
  roleName,
  ...roleRates(roleName),
  taxable: false,
  ...scope(options),
});

/** Hardware or software sold once, in dollars. */
export const product = (
  name: string,
  sku: string,
  quantity: number,
  price: number,
  cost: number,
  options: LineOptions & { unit?: string } = {},
): DemoLine => ({
  kind: 'product',
  name,
  unit: options.unit ?? 'each',
  quantity,
  unitPriceCents: Math.round(price * 100),
  unitCostCents: Math.round(cost * 100),
  source: 'catalog',
  sourceRef: sku,
  taxable: options.taxable ?? true,
  ...scope(options),
});

/** A recurring service per unit and period, in dollars. */
export const service = (
  name: string,
  unit: string,
  quantity: number,
  price: number,
  cost: number,
  options: LineOptions & { frequency?: Exclude<BillingFrequency, 'one_time'>; sku?: string } = {},
): DemoLine => ({
  kind: 'recurring',
  name,
  unit,
  quantity,
  unitPriceCents: Math.round(price * 100),
  unitCostCents: Math.round(cost * 100),
  frequency: options.frequency ?? 'monthly',
  source: options.sku ? 'catalog' : 'manual',
  sourceRef: options.sku ?? null,
  taxable: options.taxable ?? false,
  ...scope(options),
});

export const expense = (name: string, amount: number, options: LineOptions = {}): DemoLine => ({
  kind: 'expense',
  name,
  unit: 'each',
  quantity: 1,
  unitPriceCents: Math.round(amount * 100),
  unitCostCents: Math.round(amount * 100),
  taxable: false,
  ...scope(options),
});

export const percentOff = (name: string, percent: number, frequency: BillingFrequency = 'one_time'): DemoLine => ({
  kind: 'discount',
  name,
  frequency,
  discountType: 'percent',
  discountValue: Math.round(percent * 100),
});

export const amountOff = (name: string, amount: number, frequency: BillingFrequency = 'one_time'): DemoLine => ({
  kind: 'discount',
  name,
  frequency,
  discountType: 'amount',
  discountValue: Math.round(amount * 100),
});

export const note = (name: string, description: string): DemoLine => ({
  kind: 'text',
  name,
  clientDescription: description,
});

export const section = (
  name: string,
  description: string,
  lines: DemoLine[],
  options: Partial<Omit<DemoSection, 'name' | 'lines'>> = {},
): DemoSection => ({ name, clientDescription: description, kind: 'phase', lines, ...options });
