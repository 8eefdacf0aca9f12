import { FEATURES_BY_TIER } from '@scopewright/domain';
import type { TemplatePage, TemplateRecord, TemplateSummaryRecord } from '@/data/templates';

// Test data for the template picker and the Templates screens (component tests only).

export const IDS = {
  template: '0190a000-0000-7000-8000-000000000001',
  global: '0190a000-0000-7000-8000-000000000002',
  discovery: '0190a000-0000-7000-8000-0000000000a1',
  migration: '0190a000-0000-7000-8000-0000000000a2',
  workshop: '0190a000-0000-7000-8000-0000000000b1',
  moveMailboxes: '0190a000-0000-7000-8000-0000000000b2',
  licences: '0190a000-0000-7000-8000-0000000000b3',
} as const;

type Line = TemplateRecord['document']['content']['sections'][number]['lines'][number];

export function line(overrides: Partial<Line> & Pick<Line, 'id' | 'name'>): Line {
  return {
    kind: 'labor',
    clientDescription: '',
    internalNote: '',
    unit: 'hour',
    quantity: 1,
    minutes: 60,
    roleId: null,
    roleName: 'Engineer',
    unitPriceCents: 15_000,
    unitCostCents: 7_000,
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
    ...overrides,
  };
}

type Section = TemplateRecord['document']['content']['sections'][number];

export function section(id: string, name: string, lines: Line[]): Section {
  return {
    id,
    name,
    clientDescription: '',
    kind: 'phase',
    isOptional: false,
    isSelected: true,
    showLinePrices: true,
    targetMarginBps: null,
    lines,
  };
}

/** "Microsoft 365 migration": a 4 h workshop, mailbox moves at 1 h + 30 min per user, a licence per user. */
export function migrationDocument(): TemplateRecord['document'] {
  return {
    content: {
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
        section(IDS.discovery, 'Discovery', [line({ id: IDS.workshop, name: 'Discovery workshop', minutes: 240 })]),
        section(IDS.migration, 'Migration', [
          line({ id: IDS.moveMailboxes, name: 'Move mailboxes', minutes: 60 }),
          line({
            id: IDS.licences,
            name: 'Microsoft 365 Business Premium',
            kind: 'recurring',
            unit: 'user',
            minutes: 0,
            roleName: null,
            unitPriceCents: 2_200,
            unitCostCents: 1_800,
            frequency: 'monthly',
          }),
        ]),
      ],
    },
    variables: [{ unit: 'users', label: 'How many users move?', defaultValue: 10 }],
    rules: [
      { lineId: IDS.moveMailboxes, unit: 'users', mode: 'hours', perUnitMinutes: 30 },
      { lineId: IDS.licences, unit: 'users', mode: 'quantity', perUnitMinutes: 0 },
    ],
  };
}

export function templateSummary(overrides: Partial<TemplateSummaryRecord> = {}): TemplateSummaryRecord {
  return {
    id: IDS.template,
    scope: 'workspace',
    name: 'Microsoft 365 migration',
    description: 'Move a small office from Google Workspace to Microsoft 365.',
    category: 'Migrations',
    tags: ['m365'],
    version: 3,
    isPublished: true,
    archivedAt: null,
    sectionCount: 2,
    lineCount: 3,
    // 4 h + (1 h + 10 × 30 min) at the defaults.
    laborMinutes: 600,
    variables: [{ unit: 'users', label: 'How many users move?', defaultValue: 10 }],
    usageCount: 4,
    lastUsedAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function templateDetail(overrides: Partial<TemplateRecord> = {}): TemplateRecord {
  return { ...templateSummary(), brandingOverride: null, document: migrationDocument(), canEdit: true, ...overrides };
}

/** One GET /api/templates page: the last one unless a `nextCursor` says otherwise. */
export const templateList = (
  items: TemplateSummaryRecord[],
  categories = ['Migrations', 'Security'],
  page: { total?: number; nextCursor?: string | null } = {},
): TemplatePage => ({
  items,
  categories,
  total: page.total ?? items.length,
  nextCursor: page.nextCursor ?? null,
});

/** GET /api/me for a workspace member or admin on Enterprise; `isReadOnly` as after an expired plan. */
export function signedInAs(
  role: 'msp_user' | 'msp_admin' | 'super_admin',
  { isReadOnly = false }: { isReadOnly?: boolean } = {},
) {
  localStorage.setItem('scopewright.session-hint', '1');
  const features = FEATURES_BY_TIER.enterprise;
  return {
    user: { id: 'u1', email: 'dana@demo-msp.test', emailVerified: true },
    profile: {
      id: 'u1',
      email: 'dana@demo-msp.test',
      firstName: 'Dana',
      lastName: 'Doe',
      avatarUrl: null,
      role: role === 'super_admin' ? 'msp_admin' : role,
      tenantId: 't1',
      isOwner: role === 'msp_admin',
      onboardingCompleted: true,
    },
    tenant: { id: 't1', name: 'Demo MSP', suspended: false, defaultCurrency: 'USD' },
    isSuperAdmin: role === 'super_admin',
    access: {
      isTrial: false,
      isSuspended: false,
      isReadOnly,
      trialDaysRemaining: 0,
      accessLevel: isReadOnly ? 'readonly' : 'full',
      effectiveTier: 'enterprise',
      features: isReadOnly
        ? {
            ...features,
            canCreateQuotes: false,
            canEditQuotes: false,
            canCreateTemplates: false,
            canEditTemplates: false,
          }
        : features,
    },
  };
}
