import { describe, expect, it } from 'vitest';
import { CreateCatalogItemInput, UpdateCatalogItemInput } from './catalog-item-schemas';
import { DEFAULT_CATALOG_ITEMS } from './default-catalog-items';
import { DEFAULT_LABOR_ROLES } from './default-labor-roles';
import { CreateLaborRoleInput, ReorderLaborRolesInput, UpdateLaborRoleInput } from './labor-role-schemas';
import { isAtOrBelowCost, marginBps } from './money-input';
import { CATALOG_COPY, RATE_CARD_COPY } from './rate-card-copy';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) ?? [];

describe('CreateLaborRoleInput', () => {
  it('trims, turns empty optional text into null and defaults the cost to zero', () => {
    expect(
      CreateLaborRoleInput.parse({ name: '  Network Engineer ', clientFacingName: '  ', billRateCents: 17_500 }),
    ).toEqual({
      name: 'Network Engineer',
      clientFacingName: null,
      description: null,
      billRateCents: 17_500,
      costRateCents: 0,
    });
  });

  it.each([
    [{ name: ' ', billRateCents: 100 }, 'name', RATE_CARD_COPY.nameRequired],
    [{ name: 'x'.repeat(101), billRateCents: 100 }, 'name', RATE_CARD_COPY.nameTooLong],
    [{ name: 'PM', billRateCents: -1 }, 'billRateCents', RATE_CARD_COPY.rateNegative],
    [{ name: 'PM', billRateCents: 1.5 }, 'billRateCents', RATE_CARD_COPY.rateInvalid],
    [{ name: 'PM', billRateCents: '150' }, 'billRateCents', RATE_CARD_COPY.rateInvalid],
    [{ name: 'PM', billRateCents: 10_000_001 }, 'billRateCents', RATE_CARD_COPY.rateTooLarge],
    [{ name: 'PM', billRateCents: 100, costRateCents: -5 }, 'costRateCents', RATE_CARD_COPY.rateNegative],
  ])('refuses %j at %s', (input, path, message) => {
    expect(issues(CreateLaborRoleInput.safeParse(input))).toEqual([{ path, message }]);
  });

  it('refuses unknown keys (no mass assignment)', () => {
    const result = CreateLaborRoleInput.safeParse({ name: 'PM', billRateCents: 1, tenantId: 'x' });
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});

describe('UpdateLaborRoleInput and ReorderLaborRolesInput', () => {
  it('takes any subset but not nothing', () => {
    expect(UpdateLaborRoleInput.parse({ costRateCents: 5_000 })).toEqual({ costRateCents: 5_000 });
    expect(issues(UpdateLaborRoleInput.safeParse({}))).toEqual([{ path: '', message: RATE_CARD_COPY.nothingToUpdate }]);
  });

  it('refuses a reorder that names a role twice', () => {
    const id = '0190a5a0-0000-7000-8000-000000000001';
    expect(ReorderLaborRolesInput.safeParse({ ids: [id, id] }).success).toBe(false);
  });
});

describe('CreateCatalogItemInput', () => {
  const base = { kind: 'product', name: 'Firewall', unitPriceCents: 89_500 } as const;

  it('fills the defaults a hardware line needs', () => {
    expect(CreateCatalogItemInput.parse(base)).toEqual({
      ...base,
      description: null,
      sku: null,
      manufacturer: null,
      unit: 'each',
      unitCostCents: 0,
      frequency: 'one_time',
      taxable: true,
      category: null,
    });
  });

  it.each([
    [{ ...base, kind: 'recurring_service' }, 'frequency', CATALOG_COPY.recurringNeedsFrequency],
    [{ ...base, kind: 'service' }, 'kind', CATALOG_COPY.kindInvalid],
    [{ ...base, frequency: 'weekly' }, 'frequency', CATALOG_COPY.frequencyInvalid],
    [{ ...base, name: '' }, 'name', CATALOG_COPY.nameRequired],
    [{ ...base, unit: ' ' }, 'unit', CATALOG_COPY.unitRequired],
    [{ ...base, unitPriceCents: -100 }, 'unitPriceCents', CATALOG_COPY.amountNegative],
    [{ ...base, unitCostCents: 10_000_000_001 }, 'unitCostCents', CATALOG_COPY.amountTooLarge],
    [{ ...base, sku: 'x'.repeat(65) }, 'sku', CATALOG_COPY.tooLong(64)],
    [{ ...base, taxable: 'yes' }, 'taxable', CATALOG_COPY.taxableInvalid],
  ])('refuses %j at %s', (input, path, message) => {
    expect(issues(CreateCatalogItemInput.safeParse(input))).toEqual([{ path, message }]);
  });

  it('accepts a monthly recurring service', () => {
    expect(CreateCatalogItemInput.parse({ ...base, kind: 'recurring_service', frequency: 'monthly' }).frequency).toBe(
      'monthly',
    );
  });

  it('lets an update change one field and clears optional text with null or empty', () => {
    expect(UpdateCatalogItemInput.parse({ sku: '', category: null })).toEqual({ sku: null, category: null });
  });
});

describe('workspace defaults', () => {
  it('every default role is valid, uniquely named and earns a healthy margin (35%+)', () => {
    expect(DEFAULT_LABOR_ROLES.length).toBeGreaterThanOrEqual(9);
    expect(new Set(DEFAULT_LABOR_ROLES.map((r) => r.name.toLowerCase())).size).toBe(DEFAULT_LABOR_ROLES.length);
    for (const role of DEFAULT_LABOR_ROLES) {
      expect(CreateLaborRoleInput.parse(role)).toEqual(role);
      expect(marginBps(role.billRateCents, role.costRateCents)).toBeGreaterThanOrEqual(3_500);
    }
    expect(DEFAULT_LABOR_ROLES.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Project Manager', 'Senior Network Engineer', 'Service Desk Technician', 'vCIO']),
    );
  });

  it('every default catalog item is valid, has a unique SKU and is sold above cost', () => {
    const skus = DEFAULT_CATALOG_ITEMS.map((item) => item.sku?.toLowerCase());
    expect(new Set(skus).size).toBe(DEFAULT_CATALOG_ITEMS.length);
    for (const item of DEFAULT_CATALOG_ITEMS) {
      expect(CreateCatalogItemInput.parse(item)).toEqual(item);
      expect(isAtOrBelowCost(item.unitPriceCents, item.unitCostCents)).toBe(false);
    }
    const kinds = new Set(DEFAULT_CATALOG_ITEMS.map((item) => item.kind));
    expect([...kinds].sort()).toEqual(['labor_package', 'product', 'recurring_service']);
  });
});
