import { describe, expect, it } from 'vitest';
import { COMPANY_SETTINGS_COPY } from '../settings/company-settings';
import { preferenceLabel, UNSUBSCRIBE_COPY } from './lifecycle-copy';

describe('lifecycle email copy', () => {
  it('the settings card says what each preference controls now that the emails are sent', () => {
    expect(COMPANY_SETTINGS_COPY.preferences.trialReminders.hint).toMatch(/days 3, 7, 10 and 12 and on the last day/);
    expect(COMPANY_SETTINGS_COPY.preferences.usageAlerts.hint).toMatch(/80% and 100%/);
    expect(COMPANY_SETTINGS_COPY.preferencesIntro).toMatch(/one-click unsubscribe/);
  });

  it('the unsubscribe page names the preference as the settings card does', () => {
    expect(preferenceLabel('usageAlerts')).toBe(COMPANY_SETTINGS_COPY.preferences.usageAlerts.label);
    expect(UNSUBSCRIBE_COPY.confirmHeading(preferenceLabel('trialReminders'))).toBe(
      'Unsubscribe from trial reminders?',
    );
    expect(UNSUBSCRIBE_COPY.done('Acme IT', 'Usage alerts')).toMatch(/^Acme IT will no longer receive usage alerts/);
  });

  it('tells the three bad-link cases apart', () => {
    const messages = [UNSUBSCRIBE_COPY.missingToken, UNSUBSCRIBE_COPY.malformedToken, UNSUBSCRIBE_COPY.badSignature];
    expect(new Set(messages).size).toBe(3);
  });
});
