import { describe, expect, it, vi } from 'vitest';
import { RUN_ID, scopeResponse, suggestedLine, suggestedSection } from './ai-scoping-fixtures';
import { appendToWizard, suggestedSectionsToWizard } from './suggested-sections-to-wizard';

function idMaker() {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
}

describe('suggestedSectionsToWizard', () => {
  it('turns each suggested line into a priced labour line that points back at the run', () => {
    const [group] = suggestedSectionsToWizard(
      [suggestedSection('Migration', [suggestedLine('a', { hours: 22.5, name: 'Migrate mailboxes' })])],
      { source: 'ai', runId: RUN_ID, existing: [], newId: idMaker() },
    );
    expect(group!.newSection).toMatchObject({ id: group!.sectionId, name: 'Migration', kind: 'phase' });
    expect(group!.lines[0]).toMatchObject({
      kind: 'labor',
      name: 'Migrate mailboxes',
      quantity: 1,
      minutes: 1350,
      roleName: 'Systems Engineer',
      unitPriceCents: 15000,
      unitCostCents: 6000,
      clientDescription: 'Client description of a',
      internalNote: 'Why a',
      source: 'ai',
      sourceRef: RUN_ID,
      deliverables: ['Runbook'],
      assumptions: ['Admin access is provided'],
      outOfScope: ['Hardware'],
      customerResponsibilities: ['Name a contact'],
    });
  });

  it.each([
    { name: 'rounds to the nearest minute', hours: 1.005, minutes: 60 },
    { name: 'keeps quarter hours exact', hours: 0.25, minutes: 15 },
    { name: 'keeps zero hours', hours: 0, minutes: 0 },
  ])('$name', ({ hours, minutes }) => {
    const [group] = suggestedSectionsToWizard([suggestedSection('S', [suggestedLine('a', { hours })])], {
      source: 'ai',
      runId: RUN_ID,
      existing: [],
    });
    expect(group!.lines[0]!.minutes).toBe(minutes);
  });

  it('joins an existing section of the same name, ignoring case and spaces', () => {
    const groups = suggestedSectionsToWizard(
      [suggestedSection(' migration ', [suggestedLine('a')]), suggestedSection('Handover', [suggestedLine('b')])],
      { source: 'ai', runId: RUN_ID, existing: [{ id: 'existing-1', name: 'MIGRATION' }], newId: idMaker() },
    );
    expect(groups.map((g) => [g.sectionId, g.newSection?.name ?? null])).toEqual([
      ['existing-1', null],
      ['00000000-0000-4000-8000-000000000002', 'Handover'],
    ]);
  });

  it('merges two suggested sections with one name and skips empty ones', () => {
    const groups = suggestedSectionsToWizard(
      [
        suggestedSection('Rollout', [suggestedLine('a')]),
        suggestedSection('Empty', []),
        suggestedSection('rollout', [suggestedLine('b')]),
      ],
      { source: 'ai', runId: RUN_ID, existing: [] },
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]!.lines.map((l) => l.name)).toEqual(['Task a', 'Task b']);
  });

  it('marks library lines with their service id and gives every line a fresh uuid', () => {
    const groups = suggestedSectionsToWizard(scopeResponse().sections, {
      source: 'library',
      runId: null,
      existing: [],
    });
    const lines = groups.flatMap((g) => g.lines);
    expect(lines.map((l) => [l.source, l.sourceRef])).toEqual([
      ['library', 'm365-migration'],
      ['library', 'm365-migration'],
      ['library', 'm365-migration'],
      ['library', null],
    ]);
    const ids = [...lines.map((l) => l.id), ...groups.map((g) => g.sectionId)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('appendToWizard', () => {
  it('adds new sections before their lines and counts the lines', () => {
    const dispatch = vi.fn();
    const groups = suggestedSectionsToWizard(
      [suggestedSection('Discovery', [suggestedLine('a')]), suggestedSection('Build', [suggestedLine('b')])],
      { source: 'ai', runId: RUN_ID, existing: [{ id: 'd', name: 'discovery' }], newId: idMaker() },
    );
    expect(appendToWizard(dispatch, groups)).toBe(2);
    expect(dispatch.mock.calls.map(([action]) => [action.type, action.sectionId ?? action.section?.name])).toEqual([
      ['addLine', 'd'],
      ['addSection', 'Build'],
      ['addLine', groups[1]!.sectionId],
    ]);
  });
});
