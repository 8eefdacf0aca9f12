import { describe, expect, it } from 'vitest';
import { deal } from '../testing/pipeline-fixtures';
import { dealFormValues, toUpdateBody } from './deal-form-values';

const following = deal({ oneTimeCents: 1_250_050, mrrCents: 45_000, tcvCents: 2_870_050, valuesOverridden: false });

describe('the deal form', () => {
  it('saves its fields at the lock version it read, without touching values that follow the primary quote', () => {
    const text = { ...dealFormValues(following), nextStep: 'Book the site survey', probabilityOverride: '' };
    expect(toUpdateBody(following, text)).toEqual({
      lockVersion: 3,
      name: following.name,
      ownerId: following.ownerId,
      source: null,
      expectedCloseDate: null,
      probabilityOverride: null,
      nextStep: 'Book the site survey',
      nextStepDate: null,
    });
  });

  it('sends a typed value in cents (which overrides the quote), and nonsense as NaN for the schema to name', () => {
    const text = {
      ...dealFormValues(following),
      oneTimeCents: '13,000.5',
      mrrCents: 'lots',
      probabilityOverride: '55',
    };
    const body = toUpdateBody(following, text);
    expect(body.oneTimeCents).toBe(1_300_050);
    expect(body.mrrCents).toBeNaN();
    expect(body.tcvCents).toBeUndefined();
    expect(body.probabilityOverride).toBe(55);
  });
});
