import { describe, expect, it } from 'vitest';
import { formatUsd, planPrice, PRICING_PLANS } from './pricing-plans';

describe('pricing plans', () => {
  it('prices each tier per user per month, and annual as ten months', () => {
    expect(planPrice('essentials', 'monthly')).toEqual({
      amount: '$99.00',
      suffix: '/user/mo',
      note: 'Billed monthly',
    });
    expect(planPrice('premium', 'monthly').amount).toBe('$129.00');
    expect(planPrice('premium', 'monthly').note).toBe('Billed monthly · 5-user minimum');
    expect(planPrice('enterprise', 'monthly').amount).toBe('$250.00');
    expect(planPrice('essentials', 'annual')).toEqual({
      amount: '$990.00',
      suffix: '/user/yr',
      note: '$82.50/user/mo, billed annually',
    });
    expect(planPrice('enterprise', 'annual').amount).toBe('$2,500.00');
  });

  it('marks Premium as the most popular and lists the matrix limits', () => {
    expect(PRICING_PLANS.map((p) => [p.name, p.isPopular, p.minUsers])).toEqual([
      ['Essentials', false, 1],
      ['Premium', true, 5],
      ['Enterprise', false, 5],
    ]);
    const labels = (tier: string) =>
      PRICING_PLANS.find((p) => p.tier === tier)!
        .features.filter((f) => f.isIncluded)
        .map((f) => f.label);
    expect(labels('essentials')).toEqual(
      expect.arrayContaining(['1 user', '100 quotes', '10 templates', '50 AI generations / month']),
    );
    expect(labels('essentials')).not.toContain('PSA integrations');
    expect(labels('premium')).toEqual(
      expect.arrayContaining([
        '5 users',
        '500 quotes',
        '50 templates',
        '200 AI generations / month',
        'PSA integrations',
      ]),
    );
    expect(labels('premium')).not.toContain('API access');
    expect(labels('enterprise')).toEqual(
      expect.arrayContaining([
        'Unlimited users',
        'Unlimited quotes',
        'Unlimited AI generations',
        'API access',
        'White labeling',
      ]),
    );
  });

  it('formats cents with currency, grouping and two decimals', () => {
    expect(formatUsd(123456)).toBe('$1,234.56');
  });
});
