import { describe, expect, it } from 'vitest';
import { QuoteContentInput } from '../quotes/quote-content';
import { TemplateDocumentInput } from '../templates/template-schemas';
import { describeAuditChange, formatRecordedValue, recordedFieldChanges } from './describe-audit-change';
import { describeContentDiff, emptyContentLike } from './describe-content-diff';
import { describeTemplateDiff } from './describe-template-diff';
import { describeQuoteVersion, describeTemplateVersion } from './describe-version';
import { ListVersionsQuery, parseVersionItemId, versionItemId, versionKindOfAction } from './version-control-api';

const SECTION = '0190a000-0000-7000-8000-000000000001';
const LINE = '0190a000-0000-7000-8000-000000000002';
const OTHER = '0190a000-0000-7000-8000-000000000003';

const content = (overrides: Record<string, unknown> = {}, extra = false) =>
  QuoteContentInput.parse({
    sections: [
      {
        id: SECTION,
        name: 'Implementation',
        lines: [
          {
            id: LINE,
            kind: 'labor',
            name: 'Configure the firewall',
            minutes: 240,
            unitPriceCents: 15_000,
            ...overrides,
          },
          ...(extra ? [{ id: OTHER, kind: 'product' as const, name: 'FortiGate 60F', unitPriceCents: 89_900 }] : []),
        ],
      },
    ],
  });

describe('item ids and kinds', () => {
  it('prefixes a row id with its source and reads it back; anything else is not an item id', () => {
    const id = versionItemId('qv', LINE);
    expect(id).toBe(`qv_${LINE}`);
    expect(parseVersionItemId(id)).toEqual({ source: 'qv', id: LINE });
    expect(parseVersionItemId(`xx_${LINE}`)).toBeNull();
    expect(parseVersionItemId('qv_123')).toBeNull();
  });

  it('maps audit actions to their kind, and refuses an unknown kind in the query', () => {
    expect(versionKindOfAction('rate_card.role_updated')).toBe('rate_card');
    expect(versionKindOfAction('branding.logo_updated')).toBe('branding');
    expect(versionKindOfAction('template.updated')).toBeNull();
    expect(versionKindOfAction('auth.sign_in')).toBeNull();
    const refused = ListVersionsQuery.safeParse({ kind: 'invoice' });
    expect(refused.error?.issues[0]?.message).toBe(
      'Unknown kind "invoice": use one of quote, template, rate_card, catalog, branding.',
    );
  });
});

describe('audit-sourced changes', () => {
  it('formats money, hours, percentages, yes/no, choices and secrets', () => {
    expect(formatRecordedValue('billRateCents', 16_500, 'USD')).toBe('$165.00');
    expect(formatRecordedValue('unitPriceCents', 89_900, 'EUR')).toBe('€899.00');
    expect(formatRecordedValue('minutes', 90, 'USD')).toBe('1.5 h');
    expect(formatRecordedValue('targetMarginBps', 3_250, 'USD')).toBe('32.5%');
    expect(formatRecordedValue('taxable', false, 'USD')).toBe('No');
    expect(formatRecordedValue('frequency', 'monthly', 'USD')).toBe('Monthly');
    expect(formatRecordedValue('kind', 'recurring_service', 'USD')).toBe('Recurring service');
    expect(formatRecordedValue('font', 'Times-Roman', 'USD')).toBe('Times (serif)');
    expect(formatRecordedValue('archivedAt', '2026-03-02T09:00:00.000Z', 'USD')).toBe('2026-03-02');
    expect(
      formatRecordedValue(
        'sections',
        [
          { key: 'summary', visible: true },
          { key: 'terms', visible: false },
        ],
        'USD',
      ),
    ).toBe('summary, terms (hidden)');
    expect(formatRecordedValue('apiKey', '[changed]', 'USD')).toBe('changed (hidden)');
    expect(formatRecordedValue('description', '', 'USD')).toBeNull();
  });

  it('lists each field before and after with its label, added and removed included', () => {
    expect(
      recordedFieldChanges(
        {
          name: { before: null, after: 'Senior Engineer' },
          costRateCents: { before: 7_000, after: 7_500 },
          description: { before: 'Old', after: null },
          logoVersion: { before: 3, after: 3 },
        },
        'USD',
      ),
    ).toEqual([
      { field: 'name', label: 'name', change: 'added', before: null, after: 'Senior Engineer' },
      { field: 'costRateCents', label: 'cost rate', change: 'changed', before: '$70.00', after: '$75.00' },
      { field: 'description', label: 'description', change: 'removed', before: 'Old', after: null },
    ]);
    expect(recordedFieldChanges({ weirdFieldCents: { before: 1, after: 2 } }, 'USD')[0]!.label).toBe('weird field');
  });

  it('says what changed in one line', () => {
    const say = (action: string, changes: Record<string, { before: unknown; after: unknown }> | null, label = 'X') =>
      describeAuditChange({ action, targetLabel: label, changes, metadata: null }, 'USD');
    expect(say('rate_card.role_updated', { billRateCents: { before: 15_000, after: 16_500 } }, 'Senior Engineer')).toBe(
      'Changed bill rate of Senior Engineer: $150.00 → $165.00',
    );
    expect(
      say('rate_card.role_updated', {
        billRateCents: { before: 15_000, after: 16_500 },
        costRateCents: { before: 7_000, after: 7_500 },
      }),
    ).toBe('Changed bill rate and cost rate of X');
    expect(say('rate_card.role_updated', { archivedAt: { before: null, after: '2026-03-02T09:00:00Z' } })).toBe(
      'Archived labour role “X”',
    );
    expect(say('rate_card.role_created', { billRateCents: { before: null, after: 12_000 } }, 'PM')).toBe(
      'Added labour role “PM” at $120.00/hr',
    );
    expect(say('rate_card.role_deleted', null, 'PM')).toBe('Removed labour role “PM”');
    expect(say('catalog.item_updated', { description: { before: 'a', after: 'b'.repeat(80) } }, 'Switch')).toBe(
      'Edited description of Switch',
    );
    expect(
      describeAuditChange(
        { action: 'catalog.item_created', targetLabel: null, changes: null, metadata: { imported: 25 } },
        'USD',
      ),
    ).toBe('Imported 25 catalog items');
    expect(say('branding.updated', { primaryColor: { before: '#1e3a5f', after: '#123456' } })).toBe(
      'Changed branding: primary colour #1e3a5f → #123456',
    );
    expect(
      say('branding.updated', {
        font: { before: 'Helvetica', after: 'Times-Roman' },
        coverPage: { before: true, after: false },
        footerText: { before: '', after: 'Registered in Ohio' },
        defaultTerms: { before: 'a', after: 'b' },
      }),
    ).toBe('Changed branding: font, cover page and 2 more');
    expect(say('branding.logo_updated', { logo: { before: 'png', after: null } })).toBe('Removed the logo');
    expect(say('branding.logo_updated', null)).toBe('Changed the logo');
    expect(say('template.deleted', null, 'M365')).toBe('Deleted template “M365”');
    expect(say('quote.deleted', null, 'Q-1042 · Firewall')).toBe('Deleted quote Q-1042 · Firewall');
  });
});

describe('quote and template versions', () => {
  it('says how a version came to be and which headline figures moved', () => {
    const base = { currency: 'USD', restoredFromNo: null, previousFigures: null };
    const figures = { oneTimeTotalCents: 60_000, mrrCents: 0 };
    expect(describeQuoteVersion({ ...base, versionNo: 1, createdFrom: 'template', figures })).toBe(
      'Created the quote from a template',
    );
    expect(
      describeQuoteVersion({
        ...base,
        versionNo: 2,
        createdFrom: 'revision',
        figures: { oneTimeTotalCents: 66_000, mrrCents: 4_900 },
        previousFigures: figures,
      }),
    ).toBe('Revised v1 as v2 · Due on acceptance (incl. tax) $600.00 → $660.00 · MRR (excl. tax) $0.00 → $49.00');
    expect(
      describeQuoteVersion({
        ...base,
        versionNo: 3,
        createdFrom: 'restore',
        restoredFromNo: 1,
        figures,
        previousFigures: { oneTimeTotalCents: null, mrrCents: null },
      }),
    ).toBe('Restored v1 as v3');
    expect(describeTemplateVersion({ versionNo: 1, name: 'M365', previousName: null })).toBe('Created template “M365”');
    expect(describeTemplateVersion({ versionNo: 4, name: 'M365', previousName: 'M365' })).toBe(
      'Saved v4 of template “M365”',
    );
  });

  it('diffs two contents with each changed field before and after, and the totals', () => {
    const diff = describeContentDiff(
      content(),
      content({ unitPriceCents: 16_500, discountType: 'percent', discountValue: 1_000 }, true),
      'USD',
    );
    expect(diff.lines).toEqual([
      {
        key: LINE,
        name: 'Configure the firewall',
        sectionName: 'Implementation',
        change: 'changed',
        fields: [
          { field: 'unitPriceCents', label: 'price', change: 'changed', before: '$150.00', after: '$165.00' },
          { field: 'discountValue', label: 'discount', change: 'added', before: null, after: '10%' },
        ],
        beforeNet: '$600.00',
        afterNet: '$594.00',
      },
      expect.objectContaining({ key: OTHER, change: 'added', beforeNet: null, afterNet: '$899.00', fields: [] }),
    ]);
    expect(diff.totals.find((total) => total.key === 'hours')).toEqual({
      key: 'hours',
      label: 'Labour hours',
      before: '4 h',
      after: '4 h',
      changed: false,
    });
    const first = describeContentDiff(emptyContentLike(content()), content(), 'USD');
    expect(first.sections).toEqual([{ key: SECTION, name: 'Implementation', change: 'added', fields: [] }]);
    expect(first.notes).toEqual([]);
  });

  it('diffs template saves with the history’s sentences; a first save reads as added', () => {
    const document = (price: number) =>
      TemplateDocumentInput.parse({
        content: content({ unitPriceCents: price }),
        variables: [{ unit: 'users', defaultValue: 25 }],
        rules: [{ lineId: LINE, unit: 'users', mode: 'hours', perUnitMinutes: 30 }],
      });
    const v1 = { name: 'M365', description: '', category: '', tags: [], document: document(15_000) };
    const v2 = { ...v1, name: 'M365 (2026)', document: document(16_500) };
    const diff = describeTemplateDiff(v1, v2, 'USD');
    expect(diff.notes).toEqual(['Renamed “M365” to “M365 (2026)”']);
    expect(diff.lines[0]!.fields[0]).toMatchObject({ before: '$150.00', after: '$165.00' });
    const first = describeTemplateDiff(null, v1, 'USD');
    expect(first.notes).toEqual([
      'Added the users variable (default 25)',
      '“Configure the firewall” now scales: +0.5 h per user of users',
    ]);
    expect(first.lines.map((line) => line.change)).toEqual(['added']);
  });
});
