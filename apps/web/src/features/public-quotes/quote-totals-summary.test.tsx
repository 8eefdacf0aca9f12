import {
  calculateQuoteTotals,
  clientSummaryFigures,
  FIGURE_LABELS,
  type PricingInput,
  type PricingLine,
} from '@scopewright/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLine } from '../../../../../packages/domain/src/quotes/quote-totals.test-helpers';
import { QuoteTotalsSummary } from './quote-totals-summary';

const quote = (lines: PricingLine[]): PricingInput => ({
  contractTermMonths: 12,
  taxRateBps: 825,
  discountType: 'none',
  discountValue: 0,
  sections: [{ id: 's1', isOptional: false, isSelected: true, lines }],
});

const renderCard = (input: PricingInput) =>
  render(<QuoteTotalsSummary figures={clientSummaryFigures(input, calculateQuoteTotals(input))} currency="USD" />);

/** Classes that cut text: Tailwind's truncate / text-ellipsis / text-clip, or a single line that hides overflow. */
const CUTTING = /(^|\s)(truncate|text-ellipsis|text-clip|line-clamp-\d+|overflow-hidden|whitespace-nowrap)(\s|$)/;

describe('QuoteTotalsSummary', () => {
  it('prints every amount in full, labelled with its tax treatment, and never with a class that cuts it', () => {
    const { container } = renderCard(
      quote([
        aLine({ unitPriceCents: 98_765_432_10 }),
        aLine({ kind: 'recurring', frequency: 'monthly', unitPriceCents: 1_234_567_89 }),
      ]),
    );
    const card = within(screen.getByRole('complementary'));
    expect(card.getByText(FIGURE_LABELS.dueOnAcceptance)).toBeTruthy();
    expect(screen.getByTestId('summary-one-time').textContent).toBe('$106,913,580.25');
    expect(screen.getByTestId('summary-one-time-excl-tax').textContent).toBe('$98,765,432.10');
    expect(screen.getByTestId('summary-monthly').textContent).toBe('$1,234,567.89/mo');
    expect(card.getByText(FIGURE_LABELS.totalOver(12))).toBeTruthy();
    expect(screen.getByTestId('summary-tcv').textContent).toBe('$113,580,246.78');
    for (const element of container.querySelectorAll('*')) {
      expect(element.getAttribute('class') ?? '').not.toMatch(CUTTING);
    }
  });

  it('shows a one-time project without a monthly figure or a contract value', () => {
    renderCard(quote([aLine({ unitPriceCents: 150_000, taxable: false })]));
    expect(screen.getByTestId('summary-one-time').textContent).toBe('$1,500.00');
    expect(screen.queryByTestId('summary-monthly')).toBeNull();
    expect(screen.queryByTestId('summary-tcv')).toBeNull();
    expect(screen.getByRole('complementary').textContent).not.toMatch(/\/mo|Total over/);
  });
});
