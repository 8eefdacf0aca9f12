import type { SuggestedItem, ScopeSuggestionResponse, SuggestedLine, SuggestedSection } from '@scopewright/domain';

export const RUN_ID = '0190b000-0000-7000-8000-000000000001';
export const REFINED_RUN_ID = '0190b000-0000-7000-8000-000000000002';
export const ROLE_ID = '0190a000-0000-7000-8000-0000000000r1';

export function suggestedLine(key: string, patch: Partial<SuggestedLine> = {}): SuggestedLine {
  const hours = patch.hours ?? 4;
  return {
    key,
    name: `Task ${key}`,
    description: `Client description of ${key}`,
    role: 'Systems Engineer',
    roleId: ROLE_ID,
    hours,
    billRateCents: 15000,
    costRateCents: 6000,
    priceCents: Math.round(hours * 15000),
    deliverables: ['Runbook'],
    assumptions: ['Admin access is provided'],
    outOfScope: ['Hardware'],
    customerResponsibilities: ['Name a contact'],
    rationale: `Why ${key}`,
    serviceId: 'm365-migration',
    ...patch,
  };
}

export function suggestedSection(name: string, lines: SuggestedLine[]): SuggestedSection {
  return { name, confidence: 0.9, confidenceLevel: 'high', lines };
}

export function scopeResponse(patch: Partial<ScopeSuggestionResponse> = {}): ScopeSuggestionResponse {
  const sections = patch.sections ?? [
    suggestedSection('Discovery & Planning', [suggestedLine('gws:assess', { name: 'Assess tenant', hours: 3 })]),
    suggestedSection('Migration', [
      suggestedLine('gws:mail', { name: 'Migrate mailboxes', hours: 22.5, rationale: '45 users × 0.5 h per mailbox' }),
      suggestedLine('intune:enrol', { name: 'Enrol laptops in Intune', hours: 15 }),
    ]),
    suggestedSection('Project Management', [
      suggestedLine('pm:pm', { name: 'Project management', hours: 4, role: 'Project Manager', serviceId: null }),
    ]),
  ];
  const lines = sections.flatMap((section) => section.lines);
  return {
    runId: RUN_ID,
    source: 'builtin',
    fallbackReason: null,
    quantities: [
      { value: 45, unit: 'users', text: '45 users' },
      { value: 30, unit: 'devices', text: '30 laptops' },
    ],
    sections,
    totalHours: lines.reduce((sum, line) => sum + line.hours, 0),
    totalPriceCents: lines.reduce((sum, line) => sum + line.priceCents, 0),
    message: null,
    notUnderstood: [],
    questions: [],
    serviceIds: ['m365-migration'],
    items: [],
    usage: { used: 3, limit: 50 },
    ...patch,
  };
}

export const CATALOG_ITEM_ID = '0193a3f0-0000-7000-8000-0000000000c1';
export const FIREWALL_ITEM_ID = '0193a3f0-0000-7000-8000-0000000000c2';

export function suggestedItem(key: string, patch: Partial<SuggestedItem> = {}): SuggestedItem {
  return {
    key,
    catalogItemId: CATALOG_ITEM_ID,
    kind: 'recurring_service',
    name: 'Microsoft 365 Business Premium',
    description: 'Office apps, Exchange email, Teams, Intune and Defender for Business, per user.',
    sku: 'CFQ7TTC0LCHC',
    unit: 'user',
    quantity: 20,
    unitPriceCents: 2_200,
    unitCostCents: 1_870,
    frequency: 'monthly',
    taxable: true,
    priceCents: 44_000,
    rationale: '20 users × Microsoft 365 Business Premium (catalog SKU CFQ7TTC0LCHC)',
    matchedText: 'Microsoft 365 Business Premium',
    serviceId: null,
    ...patch,
  };
}
