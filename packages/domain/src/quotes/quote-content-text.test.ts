import { describe, expect, it } from 'vitest';
import type { QuoteLineInput } from './quote-content';
import { quoteContentAsText } from './quote-content-text';

const line = (fields: Omit<QuoteLineInput, 'id'>): QuoteLineInput => ({ id: crypto.randomUUID(), ...fields });

describe('quoteContentAsText', () => {
  it('prints sections and lines a person can read: hours and role for labour, quantity × price for the rest', () => {
    const text = quoteContentAsText({
      title: 'Microsoft 365 migration',
      currency: 'USD',
      content: {
        executiveSummary: 'Move mail and files.',
        terms: 'Net 30.',
        sections: [
          {
            id: crypto.randomUUID(),
            name: 'Migration',
            lines: [
              line({
                kind: 'labor',
                name: 'Migrate mailboxes',
                quantity: 1,
                minutes: 1350,
                roleName: 'Cloud Engineer',
                unitPriceCents: 18_500,
              }),
              line({
                kind: 'recurring',
                name: 'Backup',
                quantity: 45,
                unit: 'user',
                unitPriceCents: 300,
                frequency: 'monthly',
                isOptional: true,
              }),
            ],
          },
        ],
      },
    });
    expect(text).toBe(
      [
        'Microsoft 365 migration',
        '',
        'Move mail and files.',
        '',
        'Migration',
        '  • Migrate mailboxes — 22.5 h, Cloud Engineer at $185.00/h',
        '  • Backup — 45 user × $3.00/mo (optional)',
        '',
        'Net 30.',
      ].join('\n'),
    );
  });
});
