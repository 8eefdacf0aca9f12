import { z } from 'zod';
import { EMAIL_MAX } from '../auth/password-rules';
import { PROFILE_COPY } from '../profile/profile-copy';
import { WorkspaceName } from '../profile/profile-schemas';

/** ISO 4217 codes a workspace may quote in: two-decimal currencies, since money is integer cents (ADR 0004). */
export const SUPPORTED_CURRENCIES = [
  { code: 'USD', name: 'US dollar' },
  { code: 'CAD', name: 'Canadian dollar' },
  { code: 'EUR', name: 'Euro' },
  { code: 'GBP', name: 'British pound' },
  { code: 'AUD', name: 'Australian dollar' },
  { code: 'NZD', name: 'New Zealand dollar' },
  { code: 'CHF', name: 'Swiss franc' },
  { code: 'SEK', name: 'Swedish krona' },
  { code: 'NOK', name: 'Norwegian krone' },
  { code: 'DKK', name: 'Danish krone' },
  { code: 'PLN', name: 'Polish złoty' },
  { code: 'ZAR', name: 'South African rand' },
  { code: 'SGD', name: 'Singapore dollar' },
  { code: 'HKD', name: 'Hong Kong dollar' },
  { code: 'INR', name: 'Indian rupee' },
  { code: 'MXN', name: 'Mexican peso' },
  { code: 'BRL', name: 'Brazilian real' },
] as const;

export type CurrencyCode = (typeof SUPPORTED_CURRENCIES)[number]['code'];
export const CURRENCY_CODES = SUPPORTED_CURRENCIES.map((c) => c.code) as [CurrencyCode, ...CurrencyCode[]];
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export const TAX_RATE_MAX_BPS = 10_000;

/** Tenant email_preferences, in the order the settings screen lists them (docs/product-rules.md#company-settings). */
export const EMAIL_PREFERENCE_KEYS = [
  'trialReminders',
  'billingNotifications',
  'usageAlerts',
  'marketingEmails',
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];
export type EmailPreferences = Record<EmailPreferenceKey, boolean>;

/** Trial reminders, billing notifications and usage alerts on; marketing off (docs/product-rules.md#company-settings). */
export const DEFAULT_EMAIL_PREFERENCES: Readonly<EmailPreferences> = Object.freeze({
  trialReminders: true,
  billingNotifications: true,
  usageAlerts: true,
  marketingEmails: false,
});

export const COMPANY_SETTINGS_COPY = {
  title: 'Company settings',
  intro: 'How your workspace appears on quotes and emails, and the defaults every new quote starts from.',
  nameLabel: 'Workspace name',
  nameHint: 'Shown on quotes, emails and invitations.',
  contactEmailLabel: 'Contact email',
  contactEmailHint:
    'Where Scopewright sends trial reminders and usage alerts for this workspace (to your admins when empty).',
  currencyLabel: 'Default currency',
  currencyHint: 'New quotes start in this currency; each quote can still change it.',
  taxRateLabel: 'Default tax rate',
  taxRateHint: 'Applied to taxable lines of new quotes. Use 0 when you do not charge tax.',
  preferencesTitle: 'Email preferences',
  preferencesIntro:
    'Which emails Scopewright sends about this workspace. Trial reminders and usage alerts carry a one-click ' +
    'unsubscribe link that turns their switch off here. Security, sign-in and invitation emails are always sent.',
  preferences: {
    trialReminders: {
      label: 'Trial reminders',
      hint: 'Reminders on days 3, 7, 10 and 12 and on the last day of your free trial, and the notice when it ends.',
    },
    billingNotifications: {
      label: 'Billing notifications',
      hint: 'Plan changes, invoices and payment notices, sent to your admins.',
    },
    usageAlerts: {
      label: 'Usage alerts',
      hint: 'An email when the workspace reaches 80% and 100% of a plan limit (users, quotes, templates, AI generations), at most once a month each.',
    },
    marketingEmails: {
      label: 'Product news and offers',
      hint: 'Occasional updates about new features. Off unless you switch it on.',
    },
  } satisfies Record<EmailPreferenceKey, { label: string; hint: string }>,
  save: 'Save changes',
  saving: 'Saving...',
  discard: 'Discard changes',
  saved: 'Company settings saved.',
  unsaved: 'You have unsaved changes.',
  allSaved: 'No unsaved changes.',
  leaveConfirm: 'You have unsaved changes. Leave this page and lose them?',
  loadFailed: 'Could not load your company settings.',
  nameRequired: PROFILE_COPY.workspaceNameRequired,
  nameMax: PROFILE_COPY.workspaceNameTooLong,
  contactEmailRequired: 'Contact email is required.',
  contactEmailInvalid: 'Please enter a valid email address.',
  currencyInvalid: `Choose a supported currency: ${CURRENCY_CODES.join(', ')}.`,
  taxRateBpsInvalid: `Tax rate must be a whole number of basis points from 0 to ${TAX_RATE_MAX_BPS} (0% to 100%).`,
  taxRatePercentInvalid: 'Enter the tax rate as a percentage from 0 to 100, with at most two decimals (e.g. 8.25).',
  preferenceInvalid: 'Email preferences must be true or false.',
  nothingToUpdate: 'Change at least one setting.',
} as const;

const ContactEmail = z
  .string({ error: COMPANY_SETTINGS_COPY.contactEmailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: COMPANY_SETTINGS_COPY.contactEmailRequired, abort: true })
  .max(EMAIL_MAX, { error: COMPANY_SETTINGS_COPY.contactEmailInvalid, abort: true })
  .pipe(z.email({ error: COMPANY_SETTINGS_COPY.contactEmailInvalid }));

const Currency = z.enum(CURRENCY_CODES, { error: COMPANY_SETTINGS_COPY.currencyInvalid });

const TaxRateBps = z
  .number({ error: COMPANY_SETTINGS_COPY.taxRateBpsInvalid })
  .int({ error: COMPANY_SETTINGS_COPY.taxRateBpsInvalid })
  .min(0, { error: COMPANY_SETTINGS_COPY.taxRateBpsInvalid })
  .max(TAX_RATE_MAX_BPS, { error: COMPANY_SETTINGS_COPY.taxRateBpsInvalid });

const Preference = z.boolean({ error: COMPANY_SETTINGS_COPY.preferenceInvalid });

/** PATCH /api/settings/company: any subset of the settings, at least one; unknown keys are refused. */
export const UpdateCompanySettingsInput = z
  .strictObject({
    name: WorkspaceName.optional(),
    contactEmail: ContactEmail.optional(),
    defaultCurrency: Currency.optional(),
    defaultTaxRateBps: TaxRateBps.optional(),
    emailPreferences: z
      .strictObject({
        trialReminders: Preference.optional(),
        billingNotifications: Preference.optional(),
        usageAlerts: Preference.optional(),
        marketingEmails: Preference.optional(),
      })
      .optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    error: COMPANY_SETTINGS_COPY.nothingToUpdate,
  });
export type UpdateCompanySettingsInput = z.infer<typeof UpdateCompanySettingsInput>;

export interface CompanySettings {
  name: string;
  contactEmail: string | null;
  defaultCurrency: CurrencyCode;
  defaultTaxRateBps: number;
  emailPreferences: EmailPreferences;
  updatedAt: string;
}

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** "8.25" → 825 basis points; null for anything that is not 0–100 with at most two decimals. */
export function percentToBps(percent: string): number | null {
  const text = percent.trim().replace(/%$/, '').trim();
  if (!PERCENT.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bps <= TAX_RATE_MAX_BPS ? bps : null;
}

/** 825 → "8.25", 800 → "8", 5 → "0.05": the shortest exact percent text. */
export function bpsToPercent(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** The settings form: the tax rate is typed as a percent and sent as basis points. */
export const CompanySettingsForm = z.strictObject({
  name: WorkspaceName,
  contactEmail: ContactEmail,
  defaultCurrency: Currency,
  taxRatePercent: z
    .string({ error: COMPANY_SETTINGS_COPY.taxRatePercentInvalid })
    .refine((value) => percentToBps(value) !== null, { error: COMPANY_SETTINGS_COPY.taxRatePercentInvalid }),
  emailPreferences: z.strictObject({
    trialReminders: Preference,
    billingNotifications: Preference,
    usageAlerts: Preference,
    marketingEmails: Preference,
  }),
});
export type CompanySettingsFormInput = z.input<typeof CompanySettingsForm>;
export type CompanySettingsFormValues = z.output<typeof CompanySettingsForm>;
