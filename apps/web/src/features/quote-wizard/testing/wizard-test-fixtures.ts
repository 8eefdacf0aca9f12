import { calculateQuoteTotals, type QuoteContent, type QuoteDetail } from '@scopewright/domain';
import { createLine, createSection } from '@/components/scope-editor';

export const QUOTE_ID = '0190a000-0000-7000-8000-000000000001';
const ROLE = {
  id: '0190a000-0000-7000-8000-0000000000r1',
  name: 'Systems Engineer',
  clientFacingName: null,
  billRateCents: 15000,
  costRateCents: 6000,
};

export const ROLES_REPLY = {
  roles: [{ ...ROLE, description: null, position: 0, archivedAt: null, updatedAt: '2026-11-01T00:00:00Z' }],
};

export function quoteContent(): QuoteContent {
  return {
    executiveSummary: '',
    terms: '',
    clientNotes: '',
    internalNotes: '',
    pricingModel: 'fixed_fee',
    contractTermMonths: 12,
    taxRateBps: 0,
    discountType: 'none',
    discountValue: 0,
    sections: [
      {
        ...createSection('0190a000-0000-7000-8000-0000000000s1', 'Discovery'),
        lines: [
          createLine('labor', '0190a000-0000-7000-8000-0000000000a1', {
            name: 'Workshop',
            minutes: 120,
            roleId: ROLE.id,
            roleName: ROLE.name,
            unitPriceCents: 15000,
            unitCostCents: 6000,
          }),
          createLine('product', '0190a000-0000-7000-8000-0000000000b1', {
            name: 'Laptop',
            unitPriceCents: 120000,
            unitCostCents: 90000,
          }),
        ],
      },
      {
        ...createSection('0190a000-0000-7000-8000-0000000000s2', 'Managed services'),
        lines: [
          createLine('recurring', '0190a000-0000-7000-8000-0000000000c1', {
            name: 'Endpoint care',
            quantity: 10,
            unitPriceCents: 2500,
            unitCostCents: 900,
          }),
        ],
      },
    ],
  };
}

export function quoteDetail(overrides: Partial<QuoteDetail['version']> = {}): QuoteDetail {
  const content = quoteContent();
  return {
    id: QUOTE_ID,
    number: 1001,
    title: 'Intune rollout',
    status: 'draft',
    client: { id: '0190a000-0000-7000-8000-0000000000k1', name: 'Harbor Dental', currency: 'USD' },
    contactId: null,
    owner: null,
    currency: 'USD',
    validUntil: '2026-12-31',
    archivedAt: null,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    version: {
      id: '0190a000-0000-7000-8000-0000000000v1',
      versionNo: 1,
      status: 'draft',
      lockVersion: 3,
      isFrozen: false,
      updatedAt: '2026-11-01T10:00:00Z',
      updatedBy: null,
      content,
      totals: calculateQuoteTotals(content),
      ...overrides,
    },
    versions: [],
  };
}
