import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bpsToPercent,
  COMPANY_SETTINGS_COPY,
  CompanySettingsForm,
  CURRENCY_CODES,
  DEFAULT_EMAIL_PREFERENCES,
  percentToBps,
  UpdateCompanySettingsInput,
} from './company-settings';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('default email preferences', () => {
  it('trial reminders, billing notifications and usage alerts on; marketing off', () => {
    expect(DEFAULT_EMAIL_PREFERENCES).toEqual({
      trialReminders: true,
      billingNotifications: true,
      usageAlerts: true,
      marketingEmails: false,
    });
  });
});

describe('UpdateCompanySettingsInput', () => {
  it('accepts any subset and normalises name and email', () => {
    const result = UpdateCompanySettingsInput.parse({ name: '  Acme IT  ', contactEmail: ' Billing@Acme.TEST ' });
    expect(result).toEqual({ name: 'Acme IT', contactEmail: 'billing@acme.test' });
    expect(UpdateCompanySettingsInput.parse({ emailPreferences: { marketingEmails: true } })).toEqual({
      emailPreferences: { marketingEmails: true },
    });
  });

  it.each([
    ['empty body', {}, COMPANY_SETTINGS_COPY.nothingToUpdate],
    ['blank name', { name: '   ' }, COMPANY_SETTINGS_COPY.nameRequired],
    ['long name', { name: 'x'.repeat(101) }, COMPANY_SETTINGS_COPY.nameMax],
    ['blank email', { contactEmail: '' }, COMPANY_SETTINGS_COPY.contactEmailRequired],
    ['bad email', { contactEmail: 'billing@' }, COMPANY_SETTINGS_COPY.contactEmailInvalid],
    ['lowercase currency', { defaultCurrency: 'usd' }, COMPANY_SETTINGS_COPY.currencyInvalid],
    ['unknown currency', { defaultCurrency: 'XYZ' }, COMPANY_SETTINGS_COPY.currencyInvalid],
    ['fractional bps', { defaultTaxRateBps: 8.5 }, COMPANY_SETTINGS_COPY.taxRateBpsInvalid],
    ['negative bps', { defaultTaxRateBps: -1 }, COMPANY_SETTINGS_COPY.taxRateBpsInvalid],
    ['over 100%', { defaultTaxRateBps: 10_001 }, COMPANY_SETTINGS_COPY.taxRateBpsInvalid],
    ['bps as text', { defaultTaxRateBps: '825' }, COMPANY_SETTINGS_COPY.taxRateBpsInvalid],
    ['preference as text', { emailPreferences: { usageAlerts: 'yes' } }, COMPANY_SETTINGS_COPY.preferenceInvalid],
  ])('%s → %s', (_name, body, message) => {
    expect(messageOf(UpdateCompanySettingsInput.safeParse(body))).toBe(message);
  });

  it.each(['tenantId', 'activeTier', 'suspended', '__proto__', 'isAdmin'])('refuses the extra key %s', (key) => {
    const body = JSON.parse(`{"name":"Acme","${key}":true}`) as unknown;
    expect(UpdateCompanySettingsInput.safeParse(body).error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('refuses extra keys inside the email preferences', () => {
    const result = UpdateCompanySettingsInput.safeParse({ emailPreferences: { securityEmails: false } });
    expect(result.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('accepts every supported currency and the bounds of the tax rate', () => {
    for (const code of CURRENCY_CODES)
      expect(UpdateCompanySettingsInput.safeParse({ defaultCurrency: code }).success).toBe(true);
    expect(UpdateCompanySettingsInput.safeParse({ defaultTaxRateBps: 0 }).success).toBe(true);
    expect(UpdateCompanySettingsInput.safeParse({ defaultTaxRateBps: 10_000 }).success).toBe(true);
  });
});

describe('tax rate as a percent', () => {
  it.each([
    ['0', 0],
    ['8', 800],
    ['8.25', 825],
    ['8.2', 820],
    ['0.05', 5],
    ['100', 10_000],
    [' 7.5 % ', 750],
    ['100.01', null],
    ['101', null],
    ['8.255', null],
    ['-1', null],
    ['', null],
    ['abc', null],
    ['1e2', null],
  ])('%j → %s bps', (text, bps) => {
    expect(percentToBps(text)).toBe(bps);
  });

  it.each([
    [0, '0'],
    [800, '8'],
    [825, '8.25'],
    [820, '8.2'],
    [5, '0.05'],
    [10_000, '100'],
  ])('%s bps → %j', (bps, text) => {
    expect(bpsToPercent(bps)).toBe(text);
  });

  it('round-trips every basis point from 0 to 10000', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (bps) => percentToBps(bpsToPercent(bps)) === bps));
  });

  it('the form refuses a bad percent with its message', () => {
    const form = {
      name: 'Acme',
      contactEmail: 'a@acme.test',
      defaultCurrency: 'USD',
      taxRatePercent: '12.345',
      emailPreferences: DEFAULT_EMAIL_PREFERENCES,
    };
    expect(messageOf(CompanySettingsForm.safeParse(form))).toBe(COMPANY_SETTINGS_COPY.taxRatePercentInvalid);
    expect(CompanySettingsForm.safeParse({ ...form, taxRatePercent: '12.34' }).success).toBe(true);
  });
});
