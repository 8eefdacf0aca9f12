import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_BRANDING } from '../documents/document-branding';
import { BRANDING_COPY as COPY } from './branding-copy';
import {
  applyBrandingOverrides,
  DEFAULT_BRANDING_SETTINGS,
  normalizeSections,
  UpdateBrandingInput,
} from './branding-schemas';

const valid = {
  primaryColor: '#1E3A5F',
  accentColor: ' #0E7C86 ',
  font: 'Times-Roman',
  coverPage: false,
  sections: [
    { key: 'pricing', visible: true },
    { key: 'summary', visible: false },
    { key: 'scope', visible: true },
    { key: 'terms', visible: true },
    { key: 'signature', visible: true },
  ],
  defaultTerms: 'Net 30.',
  footerText: '  Northwind IT · 1 Main St  ',
};

const messages = (input: unknown) => {
  const result = UpdateBrandingInput.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('UpdateBrandingInput', () => {
  it('lowercases colours and trims the footer', () => {
    const parsed = UpdateBrandingInput.parse(valid);
    expect(parsed.primaryColor).toBe('#1e3a5f');
    expect(parsed.accentColor).toBe('#0e7c86');
    expect(parsed.footerText).toBe('Northwind IT · 1 Main St');
  });

  it.each([
    ['a named colour', { primaryColor: 'navy' }, COPY.colorInvalid],
    ['a short hex', { accentColor: '#fff' }, COPY.colorInvalid],
    ['a CSS injection', { accentColor: '#000000;background:url(x)' }, COPY.colorInvalid],
    ['a light primary', { primaryColor: '#ffcc00' }, COPY.primaryContrastTooLow('1.51:1')],
    ['a grey just under 4.5:1', { primaryColor: '#777777' }, COPY.primaryContrastTooLow('4.47:1')],
    ['an unknown font', { font: 'Comic Sans' }, COPY.fontInvalid],
    ['a repeated section', { sections: valid.sections.map((s) => ({ ...s, key: 'scope' })) }, COPY.sectionsInvalid],
    ['a missing section', { sections: valid.sections.slice(1) }, COPY.sectionsInvalid],
    [
      'an unknown section',
      { sections: [...valid.sections.slice(1), { key: 'cover', visible: true }] },
      COPY.sectionsInvalid,
    ],
    ['terms over 20,000', { defaultTerms: 'x'.repeat(20_001) }, COPY.termsTooLong],
    ['a footer over 500', { footerText: 'x'.repeat(501) }, COPY.footerTooLong],
  ])('refuses %s with a precise message', (_name, change, message) => {
    expect(messages({ ...valid, ...change })).toEqual([message]);
  });

  it('refuses unknown keys (mass assignment)', () => {
    expect(UpdateBrandingInput.safeParse({ ...valid, tenantId: 'x' }).success).toBe(false);
    expect(UpdateBrandingInput.safeParse({ ...valid, logo: 'x' }).success).toBe(false);
  });

  it('accepts #767676, the lightest grey with 4.5:1', () => {
    expect(messages({ ...valid, primaryColor: '#767676' })).toEqual([]);
  });
});

describe('normalizeSections', () => {
  it('fills an empty stored list with every section visible, in the default order', () => {
    expect(normalizeSections([])).toEqual(DEFAULT_DOCUMENT_BRANDING.sections);
  });

  it('keeps the stored order, drops unknown and repeated keys and appends missing ones', () => {
    const sections = normalizeSections([
      { key: 'terms', visible: false },
      { key: 'bogus', visible: true },
      { key: 'terms', visible: true },
    ]);
    expect(sections.map((s) => s.key)).toEqual(['terms', 'summary', 'scope', 'pricing', 'signature']);
    expect(sections[0]!.visible).toBe(false);
  });
});

describe('applyBrandingOverrides', () => {
  it('overrides only what the quote sets', () => {
    const base = DEFAULT_BRANDING_SETTINGS;
    expect(applyBrandingOverrides(base, {})).toEqual(base);
    const result = applyBrandingOverrides(base, { coverPage: false });
    expect(result.coverPage).toBe(false);
    expect(result.sections).toEqual(base.sections);
  });
});
