import { describe, expect, it } from 'vitest';
import {
  BILLING_COPY,
  ChangePlanInput,
  downgradeBlockedMessage,
  fitsSeatLimit,
  planEstimate,
  planOffers,
  usageRatio,
  usageTone,
} from './billing';

describe('ChangePlanInput', () => {
  it.each([
    [{ tier: 'essentials', interval: 'monthly' }, true],
    [{ tier: 'premium', interval: 'annual' }, true],
    [{ tier: 'enterprise', interval: 'monthly' }, true],
    [{ tier: 'free', interval: 'monthly' }, false],
    [{ tier: 'trial', interval: 'monthly' }, false],
    [{ tier: 'premium', interval: 'weekly' }, false],
    [{ tier: 'premium' }, false],
  ])('%j valid: %s', (body, ok) => {
    expect(ChangePlanInput.safeParse(body).success).toBe(ok);
  });

  it('names what is wrong', () => {
    expect(ChangePlanInput.safeParse({ tier: 'gold', interval: 'monthly' }).error?.issues[0]?.message).toBe(
      BILLING_COPY.tierInvalid,
    );
    expect(ChangePlanInput.safeParse({ tier: 'premium', interval: 'weekly' }).error?.issues[0]?.message).toBe(
      BILLING_COPY.intervalInvalid,
    );
  });

  it.each(['tenantId', 'activeTier', 'amountCents', 'provider'])('refuses the extra key %s', (key) => {
    const body = { tier: 'premium', interval: 'monthly', [key]: 'x' };
    expect(ChangePlanInput.safeParse(body).error?.issues[0]?.code).toBe('unrecognized_keys');
  });
});

describe('seat limit on a plan change', () => {
  it.each([
    ['essentials', 1, true],
    ['essentials', 2, false],
    ['premium', 5, true],
    ['premium', 6, false],
    ['enterprise', 500, true],
  ] as const)('%s with %s members fits: %s', (tier, members, fits) => {
    expect(fitsSeatLimit(tier, members)).toBe(fits);
  });

  it('names the members, the seats and the fix', () => {
    expect(downgradeBlockedMessage('essentials', 3)).toBe(
      'Your workspace has 3 active members, but Essentials includes 1 user. Remove 2 members on the Users ' +
        'screen before switching to Essentials.',
    );
    expect(downgradeBlockedMessage('premium', 6)).toBe(
      'Your workspace has 6 active members, but Premium includes 5 users. Remove 1 member on the Users screen ' +
        'before switching to Premium.',
    );
  });
});

describe('plan catalogue', () => {
  it('lists the three plans with prices per user, minimums and Premium as Most Popular', () => {
    expect(
      planOffers().map((p) => [p.tier, p.monthlyPerUserCents, p.annualPerUserCents, p.minUsers, p.isPopular]),
    ).toEqual([
      ['essentials', 9900, 99000, 1, false],
      ['premium', 12900, 129000, 5, true],
      ['enterprise', 25000, 250000, 5, false],
    ]);
    expect(planOffers()[1]?.limits).toEqual({
      maxUsers: 5,
      maxQuotes: 500,
      maxTemplates: 50,
      aiGenerationsPerMonth: 200,
    });
  });

  it('raises the seats to the plan minimum', () => {
    expect(planEstimate('premium', 2, 'monthly')).toEqual({ seats: 5, amountCents: 64500 });
    expect(planEstimate('essentials', 1, 'annual')).toEqual({ seats: 1, amountCents: 99000 });
    expect(planEstimate('enterprise', 7, 'monthly')).toEqual({ seats: 7, amountCents: 175000 });
  });
});

describe('usage meters', () => {
  it.each([
    [0, 5, 'ok', 0],
    [3, 5, 'ok', 0.6],
    [4, 5, 'warning', 0.8],
    [5, 5, 'full', 1],
    [7, 5, 'full', 1],
    [0, 0, 'full', 1],
    [40, 'unlimited', 'ok', 0],
  ] as const)('%s of %s is %s', (used, limit, tone, ratio) => {
    expect(usageTone(used, limit)).toBe(tone);
    expect(usageRatio(used, limit)).toBe(ratio);
  });
});
