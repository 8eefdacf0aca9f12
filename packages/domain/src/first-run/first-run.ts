import { COMPANY_SETTINGS_REQUIREMENT } from '../access/area-requirements';
import { appLinks } from '../app-links';
import type { GuardRequirement } from '../access/guards';
import { QUOTES_EDIT_REQUIREMENT } from '../access/quote-requirements';
import { CLIENTS_WRITE_REQUIREMENT } from '../clients/client-access';
import { RATE_CARD_WRITE_REQUIREMENT } from '../rate-card/rate-card-requirements';

// Zod-free (like area-requirements.ts): the home screen imports these.

export const FIRST_RUN_STEP_KEYS = ['currency-tax', 'rate-card', 'logo', 'terms', 'client', 'quote'] as const;
export type FirstRunStepKey = (typeof FIRST_RUN_STEP_KEYS)[number];

/** Steps with nothing in the data to prove them: the admin says they are done (saving the settings also does). */
export const CONFIRMABLE_FIRST_RUN_STEPS = ['currency-tax', 'rate-card'] as const;

export interface FirstRunStepDefinition {
  title: string;
  description: string;
  href: string;
  action: string;
  /** Who can do the step; others see it without a link. */
  requirement: GuardRequirement;
}

export const FIRST_RUN_STEPS: Record<FirstRunStepKey, FirstRunStepDefinition> = {
  'currency-tax': {
    title: 'Confirm currency and tax',
    description: 'The currency and tax rate every new quote starts with.',
    href: '/dashboard/settings/company',
    action: 'Review settings',
    requirement: COMPANY_SETTINGS_REQUIREMENT,
  },
  'rate-card': {
    title: 'Review the rate card',
    description: 'Bill and cost rates per role price every labour line.',
    href: appLinks.rateCard(),
    action: 'Open rate card',
    requirement: RATE_CARD_WRITE_REQUIREMENT,
  },
  logo: {
    title: 'Upload a logo',
    description: 'It heads every quote, PDF and client page.',
    href: appLinks.branding(),
    action: 'Add logo',
    requirement: COMPANY_SETTINGS_REQUIREMENT,
  },
  terms: {
    title: 'Set default terms',
    description: 'Printed on every quote unless a quote overrides them.',
    href: appLinks.branding(),
    action: 'Write terms',
    requirement: COMPANY_SETTINGS_REQUIREMENT,
  },
  client: {
    title: 'Add your first client',
    description: 'With a primary contact to send quotes to.',
    href: '/dashboard/clients?new=1',
    action: 'Add client',
    requirement: CLIENTS_WRITE_REQUIREMENT,
  },
  quote: {
    title: 'Send your first quote',
    description: 'Describe a project, review the scope and send it.',
    href: appLinks.newQuote(),
    action: 'New quote',
    requirement: QUOTES_EDIT_REQUIREMENT,
  },
};

export const FIRST_RUN_COPY = {
  heading: 'Get set up',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  dismiss: 'Hide checklist',
  markDone: 'Mark as done',
  done: 'Done',
  askAdmin: 'An admin can do this',
} as const;
