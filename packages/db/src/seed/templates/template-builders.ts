import { createHash } from 'node:crypto';
import type {
  BillingFrequency,
  LibraryRole,
  QuoteLineInput,
  QuoteSectionInput,
  RecurringFrequency,
  ScopePhase,
  ScopeUnit,
  TemplateDocumentInput,
  TemplateLineRule,
} from '@scopewright/domain';

/** A UUID-shaped id derived from `key` (SHA-256, version nibble 5, variant 8): the same on every run and install. */
export function seedUuid(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  return [hex.slice(0, 8), hex.slice(8, 12), `5${hex.slice(13, 16)}`, `8${hex.slice(17, 20)}`, hex.slice(20, 32)].join(
    '-',
  );
}

/** How a seeded line follows a variable: minutes added per unit (labour), or its quantity (everything else). */
type Scale = { unit: ScopeUnit; mode: 'hours'; perUnitMinutes: number } | { unit: ScopeUnit; mode: 'quantity' };

export type SeedLine = Omit<QuoteLineInput, 'id'> & { scale?: Scale };
export type SeedSection = Omit<QuoteSectionInput, 'id' | 'lines'> & { lines: SeedLine[] };

interface ScopeText {
  description?: string;
  deliverables?: string[];
  assumptions?: string[];
  outOfScope?: string[];
  customerResponsibilities?: string[];
  internalNote?: string;
  /** An option the client may add; not selected until they do. */
  optional?: boolean;
}

const scopeText = (options: ScopeText) => ({
  clientDescription: options.description ?? '',
  internalNote: options.internalNote ?? '',
  deliverables: options.deliverables ?? [],
  assumptions: options.assumptions ?? [],
  outOfScope: options.outOfScope ?? [],
  customerResponsibilities: options.customerResponsibilities ?? [],
  isOptional: options.optional ?? false,
  isSelected: !options.optional,
});

/**
 * A labour task of `hours` for `role` (a starter rate card name), unpriced: applying the template prices it at the
 * workspace's own rate. `perUnit` adds minutes for each unit of a variable (rounded to quarter hours when applied).
 */
export const task = (
  name: string,
  role: LibraryRole,
  hours: number,
  options: ScopeText & { perUnit?: [ScopeUnit, number]; frequency?: BillingFrequency } = {},
): SeedLine => ({
  kind: 'labor',
  name,
  unit: 'hour',
  quantity: 1,
  minutes: Math.round(hours * 60),
  roleId: null,
  roleName: role,
  unitPriceCents: 0,
  unitCostCents: 0,
  frequency: options.frequency ?? 'one_time',
  taxable: false,
  ...scopeText(options),
  ...(options.perUnit && { scale: { unit: options.perUnit[0], mode: 'hours', perUnitMinutes: options.perUnit[1] } }),
});

interface PricedOptions extends ScopeText {
  /** The quantity follows this variable. */
  per?: ScopeUnit;
  quantity?: number;
  taxable?: boolean;
}

const priced = (options: PricedOptions) => ({
  quantity: options.quantity ?? 1,
  ...scopeText(options),
  ...(options.per && { scale: { unit: options.per, mode: 'quantity' as const } }),
});

/** Hardware or software sold once; prices in cents. */
export const product = (
  name: string,
  unit: string,
  priceCents: number,
  costCents: number,
  options: PricedOptions = {},
): SeedLine => ({
  kind: 'product',
  name,
  unit,
  unitPriceCents: priceCents,
  unitCostCents: costCents,
  taxable: options.taxable ?? true,
  ...priced(options),
});

/** A recurring service per unit and period (monthly unless told); prices in cents. */
export const recurring = (
  name: string,
  unit: string,
  priceCents: number,
  costCents: number,
  options: PricedOptions & { frequency?: RecurringFrequency } = {},
): SeedLine => ({
  kind: 'recurring',
  name,
  unit,
  unitPriceCents: priceCents,
  unitCostCents: costCents,
  frequency: options.frequency ?? 'monthly',
  taxable: options.taxable ?? false,
  ...priced(options),
});

/** A pass-through cost, billed at cost; cents. */
export const expense = (name: string, cents: number, options: PricedOptions & { unit?: string } = {}): SeedLine => ({
  kind: 'expense',
  name,
  unit: options.unit ?? 'each',
  unitPriceCents: cents,
  unitCostCents: cents,
  taxable: false,
  ...priced(options),
});

export const percentOff = (name: string, percent: number, frequency: BillingFrequency = 'one_time'): SeedLine => ({
  kind: 'discount',
  name,
  frequency,
  discountType: 'percent',
  discountValue: Math.round(percent * 100),
});

export const note = (name: string, text: string): SeedLine => ({ kind: 'text', name, clientDescription: text });

/** A phase of the work, named as the service library names its phases. */
export const phase = (name: ScopePhase, description: string, lines: SeedLine[]): SeedSection => ({
  name,
  clientDescription: description,
  kind: 'phase',
  lines,
});

/** Monthly services or hardware, priced apart from the phases. */
export const block = (
  name: string,
  kind: 'recurring' | 'products',
  description: string,
  lines: SeedLine[],
): SeedSection => ({ name, clientDescription: description, kind, lines });

/** A fixed-fee project's terms: the common paragraph and what is particular to this kind of work. */
export const projectTerms = (particular: string): string =>
  [
    'Project work is quoted as a fixed fee for the scope described and invoiced 50% on acceptance and 50% on completion; hardware and licences are invoiced when ordered.',
    'Changes to the scope are agreed in writing through a change request before the work starts, and out-of-hours work is scheduled with you in advance.',
    particular,
  ].join(' ');

export interface TemplateSpec {
  /** Ids derive from it and the section and line names: keep it when the name changes. */
  key: string;
  name: string;
  description: string;
  category: string;
  tags: string[];
  summary: string;
  terms: string;
  variables: { unit: ScopeUnit; label: string; defaultValue: number }[];
  sections: SeedSection[];
  contractTermMonths?: number;
}

export interface SeedTemplate {
  key: string;
  name: string;
  description: string;
  category: string;
  tags: string[];
  document: TemplateDocumentInput;
}

/**
 * The template as the API stores it: stable ids from `namespace`, `key` and the names, each line's scaling as a rule,
 * and a ruled quantity shown at the variable's default.
 */
export function defineTemplate(spec: TemplateSpec, namespace = 'global'): SeedTemplate {
  const defaults = new Map(spec.variables.map((variable) => [variable.unit, variable.defaultValue]));
  const rules: TemplateLineRule[] = [];
  const sections = spec.sections.map((section) => {
    const sectionKey = `${namespace}:${spec.key}/${section.name}`;
    return {
      ...section,
      id: seedUuid(sectionKey),
      lines: section.lines.map(({ scale, ...line }) => {
        const id = seedUuid(`${sectionKey}/${line.name}`);
        if (!scale) return { ...line, id };
        rules.push({ lineId: id, perUnitMinutes: 0, ...scale });
        return scale.mode === 'quantity' ? { ...line, id, quantity: defaults.get(scale.unit) ?? 1 } : { ...line, id };
      }),
    };
  });
  return {
    key: spec.key,
    name: spec.name,
    description: spec.description,
    category: spec.category,
    tags: spec.tags,
    document: {
      content: {
        executiveSummary: spec.summary,
        terms: spec.terms,
        contractTermMonths: spec.contractTermMonths ?? 12,
        sections,
      },
      variables: spec.variables,
      rules,
    },
  };
}
