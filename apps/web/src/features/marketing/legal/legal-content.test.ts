import { describe, expect, it } from 'vitest';
import privacy from '@/content/legal/privacy-policy.md';
import terms from '@/content/legal/terms-of-service.md';

const sections = (headings: { depth: number; text: string }[]) => headings.filter((h) => h.depth === 2);

describe('legal documents', () => {
  it('the privacy policy has 11 numbered sections stating our policies', () => {
    expect(sections(privacy.headings).map((h) => h.text.split('.')[0])).toEqual(
      Array.from({ length: 11 }, (_, i) => String(i + 1)),
    );
    for (const phrase of [
      '18 years of age or older',
      'We do not use your inputs or outputs to train AI models',
      'We do not sell your personal data',
      'hosting provider',
      'database and authentication provider',
      'CRM provider',
      'privacy@scopewright.app',
      'only essential cookies',
      'We do not use tracking',
    ]) {
      expect(privacy.text).toContain(phrase);
    }
  });

  it('the terms have 16 numbered sections stating our policies', () => {
    expect(sections(terms.headings).map((h) => h.text.split('.')[0])).toEqual(
      Array.from({ length: 16 }, (_, i) => String(i + 1)),
    );
    for (const phrase of [
      'at least 18 years old',
      'The Service is currently provided free of charge.',
      'notice before we introduce or change any fees',
      'laws of the State of Delaware',
      'courts located in New York',
    ]) {
      expect(terms.text).toContain(phrase);
    }
  });
});
