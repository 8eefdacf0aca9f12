import { describe, expect, it } from 'vitest';
import { QuoteContentInput, type QuoteContent, type QuoteLineInput } from './quote-content';
import { compareQuoteContent } from './quote-diff';
import { describeContentChanges } from './quote-diff-describe';

const ids = Array.from({ length: 20 }, (_, i) => `0190f0a0-0000-7000-8000-${String(i).padStart(12, '0')}`);
const [implementation, hardware, intune, firewall, training, licences] = ids;

const base = (): QuoteContent =>
  QuoteContentInput.parse({
    contractTermMonths: 12,
    sections: [
      {
        id: implementation,
        name: 'Implementation',
        lines: [
          { id: intune, kind: 'labor', name: 'Configure Intune', minutes: 240, unitPriceCents: 15_000 },
          { id: training, kind: 'labor', name: 'User training', minutes: 120, unitPriceCents: 12_000 },
        ],
      },
      {
        id: hardware,
        name: 'Hardware',
        lines: [
          {
            id: firewall,
            kind: 'product',
            name: 'Firewall',
            quantity: 2,
            unitPriceCents: 89_900,
            unitCostCents: 61_000,
          },
        ],
      },
    ],
  });

const edit = (content: QuoteContent, change: (draft: QuoteContent) => void): QuoteContent => {
  const copy = structuredClone(content);
  change(copy);
  return QuoteContentInput.parse(copy);
};
const addLine = (content: QuoteContent, sectionIndex: number, line: QuoteLineInput) =>
  edit(content, (draft) =>
    draft.sections[sectionIndex]!.lines.push(
      QuoteContentInput.parse({ sections: [{ id: ids[19], name: 'x', lines: [line] }] }).sections[0]!.lines[0]!,
    ),
  );

describe('compareQuoteContent', () => {
  it('finds nothing between identical versions, and the headline totals match', () => {
    const comparison = compareQuoteContent(base(), base());
    expect(comparison.lines).toEqual([]);
    expect(comparison.sections).toEqual([]);
    expect(comparison.totals.map((t) => [t.key, t.before === t.after])).toEqual([
      ['one_time_total', true],
      ['mrr', true],
      ['tcv', true],
      ['hours', true],
      ['margin', true],
    ]);
  });

  it('matches lines by stable id: added, removed, changed with field names and nets', () => {
    const before = base();
    const after = edit(
      addLine(before, 0, {
        id: licences!,
        kind: 'recurring',
        name: 'Microsoft 365 Business Premium',
        quantity: 45,
        unitPriceCents: 2_200,
      }),
      (draft) => {
        draft.sections[0]!.lines = draft.sections[0]!.lines.filter((line) => line.id !== training);
        draft.sections[1]!.lines[0]!.unitPriceCents = 79_900;
        draft.sections[1]!.lines[0]!.deliverables = ['HA pair configured'];
      },
    );
    const { lines, totals } = compareQuoteContent(before, after);
    expect(lines).toEqual([
      {
        key: licences,
        sectionName: 'Implementation',
        name: 'Microsoft 365 Business Premium',
        change: 'added',
        fields: [],
        beforeNetCents: null,
        afterNetCents: 99_000,
      },
      {
        key: firewall,
        sectionName: 'Hardware',
        name: 'Firewall',
        change: 'changed',
        fields: ['unitPriceCents', 'deliverables'],
        beforeNetCents: 179_800,
        afterNetCents: 159_800,
      },
      {
        key: training,
        sectionName: 'Implementation',
        name: 'User training',
        change: 'removed',
        fields: [],
        beforeNetCents: 24_000,
        afterNetCents: null,
      },
    ]);
    const byKey = Object.fromEntries(totals.map((t) => [t.key, t]));
    expect(byKey.one_time_total).toMatchObject({ unit: 'money', before: 263_800, after: 219_800 });
    expect(byKey.mrr).toMatchObject({ before: 0, after: 99_000 });
    expect(byKey.tcv).toMatchObject({ before: 263_800, after: 219_800 + 12 * 99_000 });
    expect(byKey.hours).toMatchObject({ unit: 'minutes', before: 360, after: 240 });
  });

  it('reports a line moved to another section, and section changes', () => {
    const after = edit(base(), (draft) => {
      const [moved] = draft.sections[0]!.lines.splice(1, 1);
      draft.sections[1]!.lines.push(moved!);
      draft.sections[1]!.name = 'Hardware and training';
      draft.sections.push({ ...draft.sections[1]!, id: ids[10]!, name: 'Phase 3', lines: [] });
    });
    const { lines, sections } = compareQuoteContent(base(), after);
    expect(lines).toEqual([expect.objectContaining({ key: training, change: 'changed', fields: ['section'] })]);
    expect(sections).toEqual([
      { key: hardware, name: 'Hardware and training', change: 'changed', fields: ['name'] },
      { key: ids[10], name: 'Phase 3', change: 'added', fields: [] },
    ]);
  });

  it('leaves margin out when a version has no revenue', () => {
    const empty = QuoteContentInput.parse({});
    expect(compareQuoteContent(empty, base()).totals.map((t) => t.key)).not.toContain('margin');
  });
});

describe('describeContentChanges', () => {
  it('says what another person changed, in short sentences', () => {
    const before = base();
    const after = edit(
      addLine(before, 0, {
        id: licences!,
        kind: 'labor',
        name: 'Configure Autopilot',
        minutes: 60,
        unitPriceCents: 15_000,
      }),
      (draft) => {
        draft.contractTermMonths = 36;
        draft.taxRateBps = 825;
        draft.discountType = 'amount';
        draft.discountValue = 50_000;
        draft.sections[1]!.lines[0]!.unitPriceCents = 79_900;
        draft.sections[1]!.lines[0]!.unitCostCents = 55_000;
        draft.sections[0]!.lines.reverse();
        draft.sections.reverse();
      },
    );
    expect(describeContentChanges(before, after, { currency: 'USD' })).toEqual([
      'Contract term 12 → 36 months',
      'Tax rate 0% → 8.25%',
      'Quote discount none → $500.00 off',
      'Changed price and cost of “Firewall”',
      'Added line “Configure Autopilot” to Implementation',
      'Reordered sections',
      'Reordered lines in Implementation',
    ]);
  });

  it('names removed lines and sections and moved lines', () => {
    const after = edit(base(), (draft) => {
      const [moved] = draft.sections[0]!.lines.splice(0, 1);
      draft.sections[1]!.lines.push(moved!);
      draft.sections.splice(0, 1);
    });
    expect(describeContentChanges(base(), after)).toEqual([
      'Removed section “Implementation”',
      'Moved “Configure Intune” to Hardware',
      'Removed line “User training” from Implementation',
    ]);
  });

  it('says nothing when nothing changed, and caps a long list', () => {
    expect(describeContentChanges(base(), base())).toEqual([]);
    let after = base();
    for (let i = 0; i < 8; i++) {
      after = addLine(after, 1, { id: ids[11 + i]!, kind: 'product', name: `Switch ${i + 1}`, unitPriceCents: 100 });
    }
    const sentences = describeContentChanges(base(), after, { limit: 5 });
    expect(sentences).toHaveLength(5);
    expect(sentences.at(-1)).toBe('…and 4 more changes');
  });
});
