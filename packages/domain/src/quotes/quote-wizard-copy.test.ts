import { describe, expect, it } from 'vitest';
import { isWizardStep, WIZARD_COPY, WIZARD_STEPS } from './quote-wizard-copy';

describe('quote wizard copy', () => {
  it('has the four steps in order, each reachable by its id', () => {
    expect(WIZARD_STEPS.map((step) => step.id)).toEqual(['client', 'scope', 'pricing', 'review']);
    for (const step of WIZARD_STEPS) expect(isWizardStep(step.id)).toBe(true);
    expect(isWizardStep('send')).toBe(false);
    expect(isWizardStep(null)).toBe(false);
  });

  it('names the next version on a sent quote', () => {
    expect(WIZARD_COPY.sentBanner(1, 'on Nov 22, 2026')).toBe(
      'This version (v1) was sent on Nov 22, 2026 and is read-only. Revise creates version 2.',
    );
    expect(WIZARD_COPY.revise).toBe('Revise');
    expect(WIZARD_COPY.outcomeBanner('expired', 1, 'on Dec 1, 2026')).toBe(
      'This version (v1) expired on Dec 1, 2026 and is read-only. Revise creates version 2.',
    );
  });

  it('counts below-cost lines in words', () => {
    expect(WIZARD_COPY.belowCostTitle(1)).toBe('1 line is priced below cost');
    expect(WIZARD_COPY.belowCostTitle(3)).toBe('3 lines are priced below cost');
  });
});
