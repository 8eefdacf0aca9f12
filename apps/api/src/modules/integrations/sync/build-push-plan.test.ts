import { randomUUID } from 'node:crypto';
import { calculateQuoteTotals, type QuoteContent, QuoteLineInput } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { buildOpportunityInput, buildProjectPlan, buildScopeSummary, type PushSource } from './build-push-plan';
import { describePushChanges, summarisePushChanges, type PushChanges } from './describe-push-changes';
import { buildLabourContent } from './sync-content.test-helpers';

const ROLE_PM = randomUUID();
const ROLE_ENG = randomUUID();
const CATALOG_ITEM = randomUUID();
const ACCEPTED_AT = new Date('2027-03-01T10:00:00Z');

const sourceOf = (content: QuoteContent): PushSource => ({
  quote: { number: 1042, title: 'M365 migration', currency: 'USD' },
  clientName: 'Acme',
  stageId: 'our-stage',
  version: { versionNo: 2, acceptedAt: ACCEPTED_AT, content, totals: calculateQuoteTotals(content) },
});

const mapping = {
  roles: { [ROLE_PM]: '1', [ROLE_ENG]: '3' },
  workTypes: { [ROLE_ENG]: '9' },
  phases: { Discovery: 'Assessment' },
  products: { [CATALOG_ITEM]: '31' },
  stages: { 'our-stage': '4' },
};

const extraLines = [
  {
    id: randomUUID(),
    kind: 'product' as const,
    name: 'Firewall',
    quantity: 2,
    unitPriceCents: 90_000,
    unitCostCents: 60_000,
    source: 'catalog' as const,
    sourceRef: CATALOG_ITEM,
  },
  {
    id: randomUUID(),
    kind: 'recurring' as const,
    name: 'Managed backup',
    quantity: 10,
    unitPriceCents: 500,
    unitCostCents: 200,
    frequency: 'monthly' as const,
  },
  {
    id: randomUUID(),
    kind: 'labor' as const,
    name: 'Optional training',
    minutes: 120,
    isOptional: true,
    isSelected: false,
  },
];

describe('buildProjectPlan', () => {
  const content = buildLabourContent({ roleIds: [ROLE_PM, ROLE_ENG], extraLines });
  const plan = buildProjectPlan(sourceOf(content), mapping, { companyId: 'c1', opportunityId: 'o1' });

  it('makes one phase per section keyed by its stable key and one task per included labour line', () => {
    expect(plan.phases.map((phase) => phase.key)).toEqual(content.sections.map((section) => section.id));
    expect(plan.phases.map((phase) => phase.sequence)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(plan.phases.flatMap((phase) => phase.tasks)).toHaveLength(60);
    const keys = plan.phases.flatMap((phase) => phase.tasks.map((task) => task.key));
    expect(keys).toEqual(
      content.sections.flatMap((s) => s.lines.filter((l) => l.kind === 'labor' && !l.isOptional).map((l) => l.id)),
    );
  });

  it('hours are minutes × quantity / 60; role and work type come from the mapping of the line’s role', () => {
    const line = content.sections[0]!.lines[1]!;
    const task = plan.phases[0]!.tasks[1]!;
    expect(task.hours).toBe((line.minutes * line.quantity) / 60);
    const byRole = plan.phases.flatMap((p) => p.tasks).map((t) => [t.roleId, t.workTypeId]);
    expect(new Set(byRole.map(String))).toEqual(new Set(['1,', '3,9']));
  });

  it('uses the mapped phase name, the quote number and title, and the scope language as notes', () => {
    expect(plan.phases[0]!.name).toBe('Assessment');
    expect(plan.phases[1]!.name).toBe('Design');
    expect(plan.name).toBe('Q-1042 M365 migration');
    expect(plan.start).toBe('2027-03-01');
    expect(plan.end > plan.start).toBe(true);
    expect(plan.notes).toContain('Overview:\nMigrate 120 mailboxes');
    expect(plan.notes).toContain('Assumptions:\n- Global admin access is granted before the start');
    expect(plan.notes).toContain('Exclusions:\n- Printers and scanners');
    expect(plan.notes.match(/Printers and scanners/g)).toHaveLength(1);
  });

  it('leaves out a section without included labour', () => {
    const onlyProducts = buildLabourContent({ sections: 2, linesPerSection: 1 });
    onlyProducts.sections[1]!.lines = [];
    const twoPhases = buildProjectPlan(sourceOf(onlyProducts), {}, { companyId: 'c', opportunityId: null });
    expect(twoPhases.phases).toHaveLength(1);
    expect(twoPhases.phases[0]!.tasks[0]!.roleId).toBeNull();
  });
});

describe('buildProjectPlan: products', () => {
  const line = (name: string, extra: Partial<QuoteLineInput> = {}): QuoteLineInput => ({
    id: randomUUID(),
    kind: 'product',
    name,
    quantity: 1,
    unitPriceCents: 10_000,
    unitCostCents: 6_000,
    ...extra,
  });

  it('lists each included one-time product line with its net unit price, cost and mapped product', () => {
    const firewall = line('Firewall', {
      quantity: 3,
      discountType: 'amount',
      discountValue: 1_000,
      clientDescription: '  Next-generation firewall.  ',
      source: 'catalog',
      sourceRef: CATALOG_ITEM,
    });
    const shelf = line('Rack shelf', { discountType: 'percent', discountValue: 1_250 });
    const content = buildLabourContent({ sections: 2, linesPerSection: 1, extraLines: [firewall, shelf] });
    const plan = buildProjectPlan(sourceOf(content), mapping, { companyId: 'c', opportunityId: null });
    expect(plan.products).toEqual([
      {
        key: firewall.id,
        name: 'Firewall',
        description: 'Next-generation firewall.',
        quantity: 3,
        // (3 × 100.00 − 10.00) ÷ 3 = 96.666… → 96.67
        unitPriceCents: 9_667,
        unitCostCents: 6_000,
        productId: '31',
      },
      {
        key: shelf.id,
        name: 'Rack shelf',
        description: '',
        quantity: 1,
        unitPriceCents: 8_750,
        unitCostCents: 6_000,
        productId: null,
      },
    ]);
  });

  it('leaves out optional lines not chosen, lines of a section left out, recurring and periodic lines', () => {
    const kept = line('Switch');
    const content = buildLabourContent({
      sections: 2,
      linesPerSection: 1,
      extraLines: [
        kept,
        line('Optional UPS', { isOptional: true, isSelected: false }),
        line('Licence billed monthly', { frequency: 'monthly' }),
        line('Managed backup', { kind: 'recurring', frequency: 'monthly' }),
        line('Nothing to order', { quantity: 0 }),
      ],
    });
    content.sections[0]!.lines.push(QuoteLineInput.parse(line('Optional section hardware')));
    content.sections[0]!.isOptional = true;
    content.sections[0]!.isSelected = false;
    const plan = buildProjectPlan(sourceOf(content), mapping, { companyId: 'c', opportunityId: null });
    expect(plan.products.map((product) => product.name)).toEqual(['Switch']);
  });

  it('has none for a quote without product lines', () => {
    const plan = buildProjectPlan(
      sourceOf(buildLabourContent({ sections: 1 })),
      {},
      { companyId: 'c', opportunityId: null },
    );
    expect(plan.products).toEqual([]);
  });
});

describe('buildOpportunityInput', () => {
  const content = buildLabourContent({ sections: 1, linesPerSection: 2, extraLines });
  const source = sourceOf(content);
  const input = buildOpportunityInput(source, mapping, 'c1');

  it('carries the accepted one-time and monthly revenue and cost, the term and the mapped stage', () => {
    const totals = source.version.totals;
    expect(input).toMatchObject({
      name: 'Q-1042 M365 migration',
      companyId: 'c1',
      expectedCloseDate: '2027-03-01',
      probability: 100,
      stageId: '4',
      oneTimeRevenueCents: totals.oneTime.revenueCents,
      oneTimeCostCents: totals.oneTime.costCents,
      monthlyRevenueCents: 5_000,
      monthlyCostCents: 2_000,
      termMonths: 24,
    });
  });

  it('lists product and recurring lines with their mapped product ids', () => {
    expect(input.lines).toEqual([
      {
        kind: 'product',
        description: 'Firewall',
        quantity: 2,
        revenueCents: 180_000,
        costCents: 120_000,
        productId: '31',
      },
      {
        kind: 'recurring',
        description: 'Managed backup',
        quantity: 10,
        revenueCents: 5_000,
        costCents: 2_000,
        productId: null,
      },
    ]);
  });
});

describe('buildScopeSummary', () => {
  it('is empty without scope language', () => {
    const content = buildLabourContent({ sections: 1, linesPerSection: 1 });
    content.executiveSummary = '';
    expect(buildScopeSummary(content)).toBe('');
  });
});

describe('describePushChanges', () => {
  it('lists new and updated phases and tasks, and what the quote no longer holds', () => {
    const content = buildLabourContent({ sections: 2, linesPerSection: 2 });
    const plan = buildProjectPlan(sourceOf(content), {}, { companyId: 'c', opportunityId: null });
    const [first, second] = plan.phases;
    const ref = { id: '1', url: 'u' };
    const existing = new Map([
      ['project', ref],
      [`phase:${first!.key}`, ref],
      [`task:${first!.tasks[0]!.key}`, ref],
      ['task:gone-line', ref],
    ]);
    expect(describePushChanges(plan, existing, 'connectwise')).toEqual({
      project: 'update',
      phases: { created: [second!.name], updated: [first!.name] },
      tasks: {
        created: [first!.tasks[1]!.summary, ...second!.tasks.map((t) => t.summary)],
        updated: [first!.tasks[0]!.summary],
      },
      products: { created: [], updated: [] },
      removedKeys: ['task:gone-line'],
    });
  });

  it('lists new and updated products for Autotask only, and the charges the quote no longer holds', () => {
    const content = buildLabourContent({ sections: 1, linesPerSection: 1, extraLines });
    const plan = buildProjectPlan(sourceOf(content), {}, { companyId: 'c', opportunityId: null });
    const ref = { id: '1', url: 'u' };
    const existing = new Map([
      ['project', ref],
      [`charge:${plan.products[0]!.key}`, ref],
      ['charge:dropped-line', ref],
    ]);
    expect(plan.products.map((product) => product.name)).toEqual(['Firewall']);
    const autotask = describePushChanges(plan, existing, 'autotask');
    expect(autotask.products).toEqual({ created: [], updated: ['Firewall'] });
    expect(autotask.removedKeys).toEqual(['charge:dropped-line']);
    const fresh = describePushChanges(plan, new Map(), 'autotask');
    expect(fresh.products).toEqual({ created: ['Firewall'], updated: [] });
    for (const provider of ['connectwise', 'halopsa'] as const) {
      expect(describePushChanges(plan, new Map(), provider).products).toEqual({ created: [], updated: [] });
    }
  });
});

describe('summarisePushChanges', () => {
  const names = (n: number) => Array.from({ length: n }, (_, i) => `Record ${i + 1}`);
  const changes = (
    counts: { phases?: [number, number]; tasks?: [number, number]; products?: [number, number] },
    project: 'create' | 'update' = 'update',
    removedKeys: string[] = [],
  ): PushChanges => {
    const pair = ([created, updated]: [number, number] = [0, 0]) => ({
      created: names(created),
      updated: names(updated),
    });
    return {
      project,
      phases: pair(counts.phases),
      tasks: pair(counts.tasks),
      products: pair(counts.products),
      removedKeys,
    };
  };

  it.each([
    [
      changes({ phases: [2, 0], tasks: [14, 0], products: [3, 0] }, 'create'),
      'New project: will create 2 phases, 14 tasks and 3 products.',
    ],
    [changes({ phases: [6, 0], tasks: [60, 0] }, 'create'), 'New project: will create 6 phases and 60 tasks.'],
    [
      changes({ phases: [0, 6], tasks: [0, 60], products: [1, 0] }),
      'Project update: will create 1 product, and update 6 phases and 60 tasks.',
    ],
    [
      changes({ phases: [1, 6], tasks: [2, 60], products: [0, 2] }),
      'Project update: will create 1 phase and 2 tasks, and update 6 phases, 60 tasks and 2 products.',
    ],
    [changes({}), 'Project update: will change nothing.'],
    [
      changes({ products: [0, 1] }, 'update', ['charge:old']),
      'Project update: will update 1 product. 1 earlier record is no longer in the quote and stays in the PSA as it is.',
    ],
  ])('%#: %s', (input, expected) => {
    expect(summarisePushChanges(input)).toBe(expected);
  });
});
