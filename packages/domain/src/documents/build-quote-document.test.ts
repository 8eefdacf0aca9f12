import { describe, expect, it } from 'vitest';
import { formatMoney } from '../quotes/format-money';
import { QuoteContentInput } from '../quotes/quote-content';
import { contractValueLabel, recurringTermMonths } from '../quotes/quote-figures';
import { calculateQuoteTotals } from '../quotes/quote-totals';
import { buildQuoteDocument, type QuoteDocumentSource } from './build-quote-document';
import { DEFAULT_DOCUMENT_BRANDING } from './document-branding';
import { DOCUMENT_COPY } from './document-copy';
import { documentFileBaseName } from './document-format';
import { HOSTILE_TEXTS, sampleDocumentContent } from './quote-document.fixture';
import type { DocumentVariant, QuoteDocument } from './quote-document-types';

const content = QuoteContentInput.parse(sampleDocumentContent());
const source: QuoteDocumentSource = {
  number: 1042,
  title: 'Clinic modernisation',
  client: { name: 'Contoso Dental' },
  owner: { name: 'Avery Chen' },
  currency: 'USD',
  validUntil: '2026-12-31',
  version: { versionNo: 2, content },
};
const build = (variant: DocumentVariant, overrides: Partial<QuoteDocumentSource> = {}) =>
  buildQuoteDocument(
    { ...source, ...overrides },
    {
      variant,
      branding: DEFAULT_DOCUMENT_BRANDING,
      workspace: { name: 'Northwind IT' },
      now: new Date('2026-11-22T10:00:00Z'),
    },
  );

/** Every string value and every key path of the model. */
function walk(value: unknown, path = '', out: { strings: string[]; paths: string[] } = { strings: [], paths: [] }) {
  if (typeof value === 'string') out.strings.push(value);
  else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      out.paths.push(`${path}.${key}`);
      walk(child, `${path}.${key}`, out);
    }
  }
  return out;
}

const totals = calculateQuoteTotals(content);
const lines = content.sections.flatMap((s) => s.lines);
const totalValue = (doc: QuoteDocument, key: string) => doc.pricing.totals.find((row) => row.key === key)?.value;

describe('buildQuoteDocument', () => {
  it('has 50 lines and prints the totals calculateQuoteTotals computes, formatted as money', () => {
    expect(lines).toHaveLength(50);
    const doc = build('client');
    expect(totalValue(doc, 'one_time_subtotal')).toBe(formatMoney(totals.oneTime.subtotalCents, 'USD'));
    expect(totalValue(doc, 'discount')).toBe(formatMoney(-totals.oneTime.discountCents, 'USD'));
    expect(totalValue(doc, 'tax')).toBe(formatMoney(totals.oneTime.taxCents, 'USD'));
    expect(totalValue(doc, 'one_time_total')).toBe(formatMoney(totals.oneTime.totalCents, 'USD'));
    expect(totalValue(doc, 'monthly_total')).toBe(
      formatMoney(totals.recurring.monthly.totalCents, 'USD', { frequency: 'monthly' }),
    );
    expect(totalValue(doc, 'quarterly_total')).toMatch(/\/qtr$/);
    expect(totalValue(doc, 'annual_total')).toMatch(/\/yr$/);
    expect(totalValue(doc, 'mrr')).toBe(formatMoney(totals.mrrCents, 'USD', { frequency: 'monthly' }));
    expect(totalValue(doc, 'arr')).toBe(formatMoney(totals.arrCents, 'USD', { frequency: 'annual' }));
    expect(totalValue(doc, 'tcv')).toBe(formatMoney(totals.tcvCents, 'USD'));
    expect(doc.pricing.totals.find((row) => row.key === 'tcv')?.label).toBe(
      contractValueLabel(recurringTermMonths(content, totals)),
    );
  });

  it('uses a given totals snapshot instead of recomputing', () => {
    const snapshot = { ...totals, tcvCents: 123_456_78 };
    expect(totalValue(build('client', { version: { versionNo: 2, content, totals: snapshot } }), 'tcv')).toBe(
      '$123,456.78',
    );
  });

  it('marks optional items and keeps unselected ones out of the totals', () => {
    const doc = build('client');
    const spare = doc.pricing.tables.flatMap((t) => t.rows).find((row) => row.name === 'Spare access point');
    expect(spare?.optionalLabel).toBe(DOCUMENT_COPY.optionalNotSelected);
    expect(doc.pricing.optionalNote).toBe(
      `${DOCUMENT_COPY.optionalExtra}: +${formatMoney(totals.optional.oneTimeCents, 'USD')}, +${formatMoney(
        totals.optional.monthlyCents,
        'USD',
        { frequency: 'monthly' },
      )}`,
    );
    const selected = QuoteContentInput.parse(sampleDocumentContent());
    for (const line of selected.sections.flatMap((s) => s.lines)) line.isSelected = true;
    const withOptions = build('client', { version: { versionNo: 2, content: selected } });
    expect(withOptions.pricing.optionalNote).toBeNull();
    expect(totalValue(withOptions, 'one_time_total')).toBe(
      formatMoney(calculateQuoteTotals(selected).oneTime.totalCents, 'USD'),
    );
    expect(totalValue(withOptions, 'one_time_total')).not.toBe(totalValue(doc, 'one_time_total'));
  });

  it('prints the scope by phase with scope language, hours only where the section shows line prices', () => {
    const doc = build('client');
    expect(doc.scope.map((s) => s.name)).toEqual(['Discovery', 'Implementation', 'Handover', 'Managed services']);
    const audit = doc.scope[0]!.tasks.find((t) => t.name === 'Audit the current network')!;
    expect(audit.hours).toBe('10 h');
    expect(audit.scopeLists.map((l) => l.heading)).toEqual([
      DOCUMENT_COPY.deliverables,
      DOCUMENT_COPY.outOfScope,
      DOCUMENT_COPY.customerResponsibilities,
    ]);
    const handover = doc.scope.find((s) => s.name === 'Handover')!;
    expect(handover.tasks.map((t) => t.hours)).toEqual([null, null, null]);
    const handoverRows = doc.pricing.tables[0]!.rows.filter((r) => r.kind === 'line' && r.name.startsWith('Hand'));
    expect(handoverRows.every((r) => r.amount === null && r.unitPrice === null)).toBe(true);
  });

  it('the client variant holds no cost, margin or internal note anywhere', () => {
    const doc = build('client');
    const { strings, paths } = walk(doc);
    const internal = walk(build('internal'));
    const leaks = [
      ...lines.map((l) => l.internalNote),
      content.internalNotes,
      'INTERNAL-NOTE',
      DOCUMENT_COPY.internalCost,
      DOCUMENT_COPY.internalMargin,
      ...lines.filter((l) => l.unitCostCents > 0).map((l) => formatMoney(totals.lines[l.id]!.costCents, 'USD')),
    ];
    for (const leak of leaks.filter(Boolean))
      expect(
        strings.some((s) => s.includes(leak)),
        leak,
      ).toBe(false);
    // Every `internal` holder is null and no key names a cost or margin.
    expect(paths.filter((p) => /cost|margin/i.test(p))).toEqual([]);
    const internalPaths = paths.filter((p) => p.endsWith('.internal'));
    expect(internalPaths.length).toBeGreaterThan(50);
    expect(internal.strings.some((s) => s.includes('INTERNAL-NOTE'))).toBe(true);
  });

  it('the internal variant adds costs, margins and notes per line and section, and a summary after pricing', () => {
    const doc = build('internal');
    const audit = doc.scope[0]!.tasks[1]!;
    const line = lines.find((l) => l.name === 'Audit the current network')!;
    expect(audit.internal).toEqual({
      cost: formatMoney(totals.lines[line.id]!.costCents, 'USD'),
      margin: expect.stringMatching(/%$/),
      note: line.internalNote,
    });
    expect(doc.scope[0]!.internal?.cost).toBe(
      formatMoney(totals.sections[content.sections[0]!.id]!.oneTime.costCents, 'USD'),
    );
    expect(doc.pricing.tables[0]!.columns).toContain(DOCUMENT_COPY.internalMargin);
    expect(doc.order).toEqual(['summary', 'scope', 'pricing', 'internal', 'terms', 'signature']);
    expect(doc.internal?.notes).toEqual([content.internalNotes]);
    expect(doc.footerText).toBe(DOCUMENT_COPY.internalBadge);
  });

  it('follows the branding: cover off, hidden and reordered sections', () => {
    const doc = buildQuoteDocument(source, {
      variant: 'client',
      branding: {
        ...DEFAULT_DOCUMENT_BRANDING,
        coverPage: false,
        sections: [
          { key: 'pricing', visible: true },
          { key: 'scope', visible: true },
          { key: 'summary', visible: false },
          { key: 'terms', visible: true },
          { key: 'signature', visible: false },
        ],
      },
      workspace: { name: 'Northwind IT' },
      now: new Date('2026-11-22T10:00:00Z'),
    });
    expect(doc.cover).toBeNull();
    expect(doc.order).toEqual(['pricing', 'scope', 'terms']);
  });

  it('fills the cover and a safe file name; hostile text stays as given (renderers escape it)', () => {
    const doc = build('client', { client: { name: `${HOSTILE_TEXTS[0]} Ünïcode / ../..` } });
    expect(doc.cover).toMatchObject({
      title: 'Clinic modernisation',
      reference: 'Q-1042 · Version 2',
      issuedOn: 'November 22, 2026',
      validUntil: 'December 31, 2026',
      preparedBy: 'Avery Chen, Northwind IT',
      clientName: `${HOSTILE_TEXTS[0]} Unicode / ../..`.replace('Unicode', 'Ünïcode'),
    });
    expect(doc.fileBaseName).toBe('Q-1042-v2-script-alert-x-script-Unicode');
    expect(documentFileBaseName('Q-1', 1, '🚀')).toBe('Q-1-v1');
    expect(doc.signature).toMatchObject({ fields: ['Name', 'Title', 'Date', 'Signature'], acceptance: null });
  });
});
