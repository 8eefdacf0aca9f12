import { describe, expect, it } from 'vitest';
import { getAccessSummary } from './access-summary';
import { checkLimit, limitExceededMessage, upgradeTierFor } from './limits';

const NOW = new Date('2026-01-01T00:00:00Z');
const access = (activeTier: string) =>
  getAccessSummary({ activeTier, selectedTier: null, suspended: false, trialEndDate: null }, NOW);

describe('checkLimit (the tier limits matrix)', () => {
  it.each([
    ['essentials: the first user fits', 'essentials', 'maxUsers', 0, true],
    ['essentials: a second user does not', 'essentials', 'maxUsers', 1, false],
    ['premium: the fifth user fits', 'premium', 'maxUsers', 4, true],
    ['premium: a sixth user does not', 'premium', 'maxUsers', 5, false],
    ['essentials: quote 100 fits', 'essentials', 'maxQuotes', 99, true],
    ['essentials: quote 101 does not', 'essentials', 'maxQuotes', 100, false],
    ['premium: template 51 does not', 'premium', 'maxTemplates', 50, false],
    ['essentials: AI generation 51 does not', 'essentials', 'aiGenerationsPerMonth', 50, false],
    ['enterprise: no limit', 'enterprise', 'maxUsers', 10_000, true],
    ['suspended: nothing fits', 'suspended', 'maxQuotes', 0, false],
  ] as const)('%s', (_name, tier, key, used, ok) => {
    expect(checkLimit(access(tier), key, used).ok).toBe(ok);
  });

  it('names the limit and the upgrade path', () => {
    const result = checkLimit(access('essentials'), 'maxUsers', 1);
    expect(result).toMatchObject({
      ok: false,
      max: 1,
      used: 1,
      upgradeTier: 'premium',
      message: 'Your Essentials plan includes 1 user. Upgrade to Premium in Billing to add more.',
    });
    expect(limitExceededMessage('premium', 'maxQuotes', 500)).toBe(
      'Your Premium plan includes 500 quotes. Upgrade to Enterprise in Billing to add more.',
    );
  });

  it('points a suspended or free workspace at Billing without naming a plan', () => {
    expect(checkLimit(access('suspended'), 'maxQuotes', 0)).toMatchObject({
      ok: false,
      upgradeTier: null,
      message: 'Your plan does not include quotes. Upgrade your plan in Billing.',
    });
  });

  it('finds the next plan that raises the limit', () => {
    expect(upgradeTierFor('free', 'maxUsers')).toBe('premium');
    expect(upgradeTierFor('essentials', 'aiGenerationsPerMonth')).toBe('premium');
    expect(upgradeTierFor('enterprise', 'maxUsers')).toBeNull();
  });
});
