import type { QuoteContent } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { createLine, createScopeReducer, createSection, EMPTY_SETTINGS } from '@/components/scope-editor';
import { createWizardState, type WizardAction, type WizardState } from '../document/wizard-state';
import { diffDraft, type DraftPatch } from './diff-draft';

const header = { title: 'Intune rollout', clientId: 'c1', contactId: null, validUntil: null, currency: 'USD' };
const workshop = createLine('labor', 'a', { name: 'Workshop' });
const laptop = createLine('product', 'b', { name: 'Laptop' });
const intune = createLine('recurring', 'c', { name: 'Intune per device' });
const discovery = createSection('s1', 'Discovery');
const rollout = createSection('s2', 'Rollout');

function saved(): WizardState {
  const content: QuoteContent = {
    ...EMPTY_SETTINGS,
    sections: [
      { ...discovery, lines: [workshop, laptop] },
      { ...rollout, lines: [intune] },
    ],
  };
  return createWizardState(header, content);
}

const reduce = createScopeReducer(() => 'n1');
const newTask = createLine('labor', 'd', { name: 'Handover' });

const cases: { name: string; actions: WizardAction[]; expected: DraftPatch | null }[] = [
  { name: 'nothing changed', actions: [], expected: null },
  {
    name: 'an edit put back as it was',
    actions: [
      { type: 'updateLine', id: 'a', patch: { quantity: 7 } },
      { type: 'updateLine', id: 'a', patch: { quantity: workshop.quantity } },
    ],
    expected: null,
  },
  {
    name: 'one line edited: that line alone',
    actions: [{ type: 'updateLine', id: 'b', patch: { quantity: 12 } }],
    expected: { lines: [{ sectionId: 's1', line: { ...laptop, quantity: 12 } }] },
  },
  {
    name: 'a line added: the line and its section order',
    actions: [{ type: 'addLine', sectionId: 's2', line: newTask, index: 0 }],
    expected: { lines: [{ sectionId: 's2', line: newTask }], lineOrder: { s2: ['d', 'c'] } },
  },
  {
    name: 'a line removed: its id and its section order',
    actions: [{ type: 'removeLine', id: 'a' }],
    expected: { removedLineIds: ['a'], lineOrder: { s1: ['b'] } },
  },
  {
    name: 'a line moved to another section: the line with its new section, both orders',
    actions: [{ type: 'moveLine', id: 'b', toSectionId: 's2', toIndex: 0 }],
    expected: { lines: [{ sectionId: 's2', line: laptop }], lineOrder: { s1: ['a'], s2: ['b', 'c'] } },
  },
  {
    name: 'lines reordered within a section: the order only',
    actions: [{ type: 'moveLine', id: 'a', toSectionId: 's1', toIndex: 1 }],
    expected: { lineOrder: { s1: ['b', 'a'] } },
  },
  {
    name: 'sections reordered: the section order only',
    actions: [{ type: 'moveSection', id: 's2', toIndex: 0 }],
    expected: { sectionOrder: ['s2', 's1'] },
  },
  {
    name: 'a section renamed: its fields without lines',
    actions: [{ type: 'updateSection', id: 's2', patch: { name: 'Deployment' } }],
    expected: { sections: [{ ...rollout, name: 'Deployment' }] },
  },
  {
    name: 'a section removed: its id and the order, not its lines',
    actions: [{ type: 'removeSection', id: 's1' }],
    expected: { removedSectionIds: ['s1'], sectionOrder: ['s2'] },
  },
  {
    name: 'a section added with a line',
    actions: [
      { type: 'addSection', section: createSection('s3', 'Support') },
      { type: 'addLine', sectionId: 's3', line: newTask },
    ],
    expected: {
      sections: [createSection('s3', 'Support')],
      lines: [{ sectionId: 's3', line: newTask }],
      sectionOrder: ['s1', 's2', 's3'],
      lineOrder: { s3: ['d'] },
    },
  },
  {
    name: 'header fields changed: those fields alone',
    actions: [{ type: 'setHeader', patch: { title: 'Intune phase 2', validUntil: '2027-01-31' } }],
    expected: { title: 'Intune phase 2', validUntil: '2027-01-31' },
  },
  {
    name: 'settings changed: those settings alone',
    actions: [{ type: 'setSettings', patch: { contractTermMonths: 36, terms: 'Net 30' } }],
    expected: { settings: { contractTermMonths: 36, terms: 'Net 30' } },
  },
];

describe('diffDraft: the autosave sends what changed since the last save', () => {
  it.each(cases)('$name', ({ actions, expected }) => {
    const base = saved();
    const current = actions.reduce(reduce, base);
    expect(diffDraft(base, current)).toEqual(expected);
  });

  it('a one-line edit on a 500-line quote sends one line', () => {
    const lines = Array.from({ length: 500 }, (_, i) => createLine('product', `l${i}`, { name: `Item ${i}` }));
    const base = createWizardState(header, { ...EMPTY_SETTINGS, sections: [{ ...discovery, lines }] });
    const current = reduce(base, { type: 'updateLine', id: 'l250', patch: { quantity: 3 } });
    const patch = diffDraft(base, current);
    expect(patch?.lines).toEqual([{ sectionId: 's1', line: { ...lines[250], quantity: 3 } }]);
    expect(Object.keys(patch ?? {})).toEqual(['lines']);
  });
});
