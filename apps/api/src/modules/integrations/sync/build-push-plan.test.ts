import { randomUUID } from 'node:crypto';
import { calculateQuoteTotals, type QuoteContent } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { buildOpportunityInput, buildProjectPlan, buildScopeSummary, type PushSource } from './build-push-plan';
import { describePushChanges } from './describe-push-changes';
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
    expect(describePushChanges(plan, existing)).toEqual({
      project: 'update',
      phases: { created: [second!.name], updated: [first!.name] },
      tasks: {
        created: [first!.tasks[1]!.summary, ...second!.tasks.map((t) => t.summary)],
        updated: [first!.tasks[0]!.summary],
      },
      removedKeys: ['task:gone-line'],
    });
  });
});
