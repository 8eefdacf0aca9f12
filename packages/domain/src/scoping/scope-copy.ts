import type { Limit } from '../access/tiers';
import { groupThousands } from '../validation/length-copy';

/** The AI scoping assistant's limits and texts (scope-suggestion-api.ts has its contract). */
export const SCOPE_DESCRIPTION_LIMITS = { min: 10, max: 5000 } as const;

export const SCOPE_COPY = {
  descriptionRequired: 'Describe the project first.',
  descriptionTooShort: `Describe the project in at least ${SCOPE_DESCRIPTION_LIMITS.min} characters.`,
  descriptionTooLong: `Keep the description to ${groupThousands(SCOPE_DESCRIPTION_LIMITS.max)} characters or fewer.`,
  /** 200 with no sections: gibberish or a request that is not IT project work. */
  nothingRecognised:
    'We could not find IT project work in that description. Name the systems, the work and the quantities, for example “Migrate 45 users from Google Workspace to Microsoft 365”.',
  /** 200 with no sections: one person's account or device, or a question about a bill: a ticket, not a project. */
  serviceDeskRequest:
    'That reads like a service-desk request for one person or a question about a bill, not project work, so there is nothing to scope. Log it as a ticket; describe a project to scope it.',
  noAiFeature: 'The AI scoping assistant is not included in your plan.',
  limitReached: (limit: number) =>
    `Your workspace has used all ${limit} AI generations included this month. The count resets on the 1st; upgrade for more.`,
  runNotFound: 'That suggestion run was not found.',
  noRolesOnRateCard:
    'Your rate card has no roles yet, so these hours are not priced. Add roles under Settings → Rates.',
  usage: (used: number, limit: Limit) =>
    limit === 'unlimited' ? `${used} this month · unlimited` : `${used} of ${limit} this month`,
} as const;
