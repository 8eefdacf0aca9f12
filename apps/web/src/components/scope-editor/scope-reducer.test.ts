import type { QuoteContent } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { canAddSections, createScopeReducer, type ScopeAction } from './scope-reducer';
import { createLine, createSection } from './scope-lines';
import { createScopeState, toContent, type ScopeState } from './scope-state';

function idMaker() {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
}

const header = { title: 'Intune rollout', clientId: 'c1', contactId: null, validUntil: null, currency: 'USD' };

function fixture(): ScopeState<typeof header> {
  const content: QuoteContent = {
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
        ...createSection('s1', 'Discovery'),
        lines: [createLine('labor', 'a', { name: 'Workshop' }), createLine('product', 'b', { name: 'Laptop' })],
      },
      { ...createSection('s2', 'Rollout'), lines: [createLine('recurring', 'c', { name: 'Intune per device' })] },
    ],
  };
  return createScopeState<typeof header>(header, content);
}

const shape = (state: ScopeState<typeof header>) =>
  toContent(state).sections.map((s) => `${s.name}: ${s.lines.map((l) => l.name).join(', ')}`);

const cases: { name: string; actions: ScopeAction<typeof header>[]; expected: string[] }[] = [
  {
    name: 'moves a line down within its section',
    actions: [{ type: 'moveLine', id: 'a', toSectionId: 's1', toIndex: 1 }],
    expected: ['Discovery: Laptop, Workshop', 'Rollout: Intune per device'],
  },
  {
    name: 'moves a line into another section at an index',
    actions: [{ type: 'moveLine', id: 'b', toSectionId: 's2', toIndex: 0 }],
    expected: ['Discovery: Workshop', 'Rollout: Laptop, Intune per device'],
  },
  {
    name: 'moves a section up',
    actions: [{ type: 'moveSection', id: 's2', toIndex: 0 }],
    expected: ['Rollout: Intune per device', 'Discovery: Workshop, Laptop'],
  },
  {
    name: 'removes a line and puts it back where it was (undo)',
    actions: [
      { type: 'removeLine', id: 'a' },
      { type: 'addLine', sectionId: 's1', line: createLine('labor', 'a', { name: 'Workshop' }), index: 0 },
    ],
    expected: ['Discovery: Workshop, Laptop', 'Rollout: Intune per device'],
  },
  {
    name: 'duplicates a line right below it',
    actions: [{ type: 'duplicateLine', id: 'a' }],
    expected: ['Discovery: Workshop, Workshop, Laptop', 'Rollout: Intune per device'],
  },
  {
    name: 'duplicates a section with copies of its lines',
    actions: [{ type: 'duplicateSection', id: 's1' }],
    expected: ['Discovery: Workshop, Laptop', 'Discovery (copy): Workshop, Laptop', 'Rollout: Intune per device'],
  },
  {
    name: 'ignores a move to where the line already is',
    actions: [{ type: 'moveLine', id: 'a', toSectionId: 's1', toIndex: 0 }],
    expected: ['Discovery: Workshop, Laptop', 'Rollout: Intune per device'],
  },
  {
    name: 'ignores edits of lines that no longer exist',
    actions: [
      { type: 'removeLine', id: 'c' },
      { type: 'updateLine', id: 'c', patch: { name: 'Ghost' } },
    ],
    expected: ['Discovery: Workshop, Laptop', 'Rollout: '],
  },
];

describe('scopeReducer', () => {
  it.each(cases)('$name', ({ actions, expected }) => {
    const reducer = createScopeReducer(idMaker());
    const state = actions.reduce(reducer, fixture());
    expect(shape(state)).toEqual(expected);
  });

  it('replaces only the edited line object, so other rows keep their identity (memoised rows)', () => {
    const reducer = createScopeReducer(idMaker());
    const before = fixture();
    const after = reducer(before, { type: 'updateLine', id: 'a', patch: { minutes: 90 } });
    expect(after.lines.a).toMatchObject({ minutes: 90 });
    expect(after.lines.b).toBe(before.lines.b);
    expect(after.sections).toBe(before.sections);
    expect(after.revision).toBe(before.revision + 1);
  });

  it('gives duplicates fresh ids and keeps ids unique', () => {
    const reducer = createScopeReducer(idMaker());
    const state = reducer(fixture(), { type: 'duplicateSection', id: 's1' });
    const ids = toContent(state).sections.flatMap((s) => [s.id, ...s.lines.map((l) => l.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('restores a deleted section with its lines at its old place', () => {
    const reducer = createScopeReducer(idMaker());
    const start = fixture();
    const section = start.sections.s1!;
    const lines = section.lineIds.map((id) => start.lines[id]!);
    const removed = reducer(start, { type: 'removeSection', id: 's1' });
    expect(Object.keys(removed.lines)).toEqual(['c']);
    const restored = reducer(removed, { type: 'restoreSection', section, lines, index: 0 });
    expect(toContent(restored)).toEqual(toContent(start));
  });

  it('refuses a 501st line', () => {
    const reducer = createScopeReducer(idMaker());
    let state = createScopeState<typeof header>(header);
    state = reducer(state, { type: 'addSection', section: createSection('s', 'Big') });
    for (let i = 0; i < 500; i++) {
      state = reducer(state, { type: 'addLine', sectionId: 's', line: createLine('product', `l${i}`) });
    }
    const next = reducer(state, { type: 'addLine', sectionId: 's', line: createLine('product', 'extra') });
    expect(next).toBe(state);
    expect(reducer(state, { type: 'duplicateLine', id: 'l0' })).toBe(state);
  });

  it('round-trips content through the normalised state', () => {
    const content = toContent(fixture());
    expect(toContent(createScopeState<typeof header>(header, content))).toEqual(content);
  });

  it('adds whole sections at once, or none when they would pass a limit or reuse an id', () => {
    const reducer = createScopeReducer(idMaker());
    const start = fixture();
    const sections = [
      { ...createSection('t1', 'Template phase'), lines: [createLine('labor', 't1a', { name: 'Plan' })] },
      { ...createSection('t2', 'Template close'), lines: [] },
    ];
    const added = reducer(start, { type: 'addSections', sections, index: 1 });
    expect(shape(added)).toEqual([
      'Discovery: Workshop, Laptop',
      'Template phase: Plan',
      'Template close: ',
      'Rollout: Intune per device',
    ]);
    expect(canAddSections(added, sections)).toBe(false);
    expect(reducer(added, { type: 'addSections', sections })).toBe(added);
    const many = Array.from({ length: 49 }, (_, i) => ({ ...createSection(`m${i}`, 'Many'), lines: [] }));
    expect(reducer(start, { type: 'addSections', sections: many })).toBe(start);
  });

  it('keeps a null header for a document without one (a template)', () => {
    const reducer = createScopeReducer(idMaker());
    const state = createScopeState(null, toContent(fixture()));
    const next = reducer(state, { type: 'duplicateLine', id: 'a' });
    expect(next.header).toBeNull();
    expect(toContent(next).sections[0]!.lines).toHaveLength(3);
  });
});
