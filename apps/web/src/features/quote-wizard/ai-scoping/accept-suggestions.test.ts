import { describe, expect, it } from 'vitest';
import { createLine, createScopeReducer, createSection, EMPTY_SETTINGS, toContent } from '@/components/scope-editor';
import { createWizardState, type WizardAction, type WizardState } from '../document/wizard-state';
import { REFINED_RUN_ID, RUN_ID, suggestedLine, suggestedSection } from './ai-scoping-fixtures';
import { acceptSuggestions, latestAiRun, linesFromRuns } from './accept-suggestions';

const header = { title: 'M365', clientId: 'c1', contactId: null, validUntil: null, currency: 'USD' };
const reducer = createScopeReducer(() => crypto.randomUUID());

function run(state: WizardState, act: (dispatch: (action: WizardAction) => void) => void): WizardState {
  let next = state;
  act((action) => {
    next = reducer(next, action);
  });
  return next;
}

const shape = (state: WizardState) =>
  toContent(state).sections.map((s) => `${s.name}: ${s.lines.map((l) => `${l.name}/${l.minutes}`).join(', ')}`);

function quoteWithEarlierRun(): WizardState {
  const ai = { source: 'ai' as const, sourceRef: RUN_ID };
  return createWizardState(header, {
    ...EMPTY_SETTINGS,
    sections: [
      {
        ...createSection('s1', 'Discovery'),
        lines: [
          createLine('labor', 'manual', { name: 'Site visit' }),
          createLine('labor', 'a1', { name: 'Assess', ...ai }),
        ],
      },
      {
        ...createSection('s2', 'Migration'),
        lines: [createLine('labor', 'a2', { name: 'Mail', minutes: 600, ...ai })],
      },
      { ...createSection('s3', 'Intune'), lines: [createLine('labor', 'a3', { name: 'Enrol', ...ai })] },
    ],
  });
}

describe('acceptSuggestions', () => {
  it('appends to an empty quote in order, one phase per suggested section', () => {
    const empty = createWizardState(header);
    const sections = [
      suggestedSection('Discovery', [suggestedLine('a', { name: 'Assess', hours: 2 })]),
      suggestedSection('Migration', [suggestedLine('b', { name: 'Mail', hours: 22.5 })]),
    ];
    let added = 0;
    const next = run(empty, (d) => {
      added = acceptSuggestions(d, empty, sections, { runId: RUN_ID, replaceLineIds: [] });
    });
    expect(added).toBe(2);
    expect(shape(next)).toEqual(['Discovery: Assess/120', 'Migration: Mail/1350']);
  });

  it('finds the lines earlier runs of the chain added, and nothing else', () => {
    expect(linesFromRuns(quoteWithEarlierRun(), [RUN_ID])).toEqual(['a1', 'a2', 'a3']);
    expect(linesFromRuns(quoteWithEarlierRun(), [])).toEqual([]);
  });

  it('the newest run on the quote is the one a new description refines', () => {
    expect(latestAiRun(quoteWithEarlierRun())).toBe(RUN_ID);
    expect(latestAiRun(createWizardState(header))).toBeNull();
  });

  it('a refinement replaces the earlier lines, keeps manual work and drops phases it empties', () => {
    const state = quoteWithEarlierRun();
    const refined = [
      suggestedSection('Discovery', [suggestedLine('a', { name: 'Assess', hours: 2 })]),
      suggestedSection('Migration', [suggestedLine('b', { name: 'Mail', hours: 27.5 })]),
    ];
    const next = run(state, (d) =>
      acceptSuggestions(d, state, refined, { runId: REFINED_RUN_ID, replaceLineIds: linesFromRuns(state, [RUN_ID]) }),
    );
    expect(shape(next)).toEqual(['Discovery: Site visit/60, Assess/120', 'Migration: Mail/1650']);
    expect(
      Object.values(next.lines)
        .filter((l) => l.source === 'ai')
        .map((l) => l.sourceRef),
    ).toEqual([REFINED_RUN_ID, REFINED_RUN_ID]);
  });
});
