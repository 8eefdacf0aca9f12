import { z } from 'zod';
import { emailField } from '../auth/password-rules';
import { SafeText } from '../validation/safe-text';

/** Why the platform stopped sending to an address (the email_suppressions reasons). */
export const EMAIL_SUPPRESSION_REASONS = ['hard_bounce', 'complaint', 'manual'] as const;
export type EmailSuppressionReason = (typeof EMAIL_SUPPRESSION_REASONS)[number];

export const EMAIL_SUPPRESSION_STATES = ['active', 'lifted', 'all'] as const;
export type EmailSuppressionState = (typeof EMAIL_SUPPRESSION_STATES)[number];

export const EMAIL_SUPPRESSION_PAGE_SIZE = 50;
export const SUPPRESSION_REASON_TEXT_MAX = 500;

export const EMAIL_SUPPRESSION_REASON_LABELS: Record<EmailSuppressionReason, string> = {
  hard_bounce: 'hard bounce',
  complaint: 'spam complaint',
  manual: 'added by a super admin',
};

export const EMAIL_SUPPRESSIONS_COPY = {
  /** The email log's error when a send is skipped; `date` is the day the address was suppressed (YYYY-MM-DD). */
  notSent: (address: string, reason: EmailSuppressionReason, date: string) =>
    `Not sent: ${address} is on the suppression list (${EMAIL_SUPPRESSION_REASON_LABELS[reason]} on ${date})`,
  notFound: 'No such suppression.',
  alreadyLifted: 'This suppression was already lifted.',
  alreadySuppressed: (address: string) => `${address} is already on the suppression list.`,
  liftReasonRequired: 'Say why the address may receive email again (at least 3 characters).',
  addReasonRequired: 'Say why the address should receive no more email (at least 3 characters).',
  reasonTooLong: `Use at most ${SUPPRESSION_REASON_TEXT_MAX} characters.`,
  emailRequired: 'Enter the address to suppress.',
  emailInvalid: 'Please enter a valid email address',
  searchTooLong: 'Search for at most 254 characters.',
  stateInvalid: 'State must be active, lifted or all.',
  pageInvalid: 'Page must be a whole number from 1.',
  // The super admin's panel.
  title: 'Suppression list',
  description:
    'Addresses that hard-bounced or complained. No workspace sends to them until a super admin lifts the suppression.',
  searchLabel: 'Search by address',
  searchPlaceholder: 'name@example.com',
  stateLabel: 'Show',
  stateOptions: { active: 'Active', lifted: 'Lifted', all: 'All' } satisfies Record<EmailSuppressionState, string>,
  loading: 'Loading the suppression list…',
  loadError: 'Could not load the suppression list',
  emptyTitle: 'No suppressed addresses',
  emptyBody: 'When a message hard-bounces or its recipient reports it as spam, the address appears here.',
  emptySearch: (q: string) => `No suppressed address matches “${q}”.`,
  columns: { email: 'Address', reason: 'Reason', source: 'Source', date: 'Suppressed', state: 'State' },
  sourceEmail: (subject: string) => `Email “${subject}”`,
  sourceNone: 'Added by hand',
  liftedOn: (date: string, by: string | null) => `Lifted ${date}${by ? ` by ${by}` : ''}`,
  active: 'Active',
  lift: 'Lift',
  liftLabel: (address: string) => `Lift the suppression of ${address}`,
  liftTitle: 'Lift this suppression?',
  liftBody: (address: string) =>
    `${address} will receive email again. If it bounces or complains again, it goes back on the list.`,
  liftReasonLabel: 'Reason',
  liftReasonHint: 'Kept with the suppression, for the next person who wonders.',
  liftConfirm: 'Lift suppression',
  lifted: (address: string) => `${address} may receive email again.`,
  add: 'Suppress an address',
  addTitle: 'Suppress an address',
  addBody: 'No workspace will send to this address until the suppression is lifted.',
  addEmailLabel: 'Address',
  addReasonLabel: 'Reason',
  addConfirm: 'Suppress',
  added: (address: string) => `${address} is on the suppression list.`,
  cancel: 'Cancel',
  total: (count: number) => `${count} ${count === 1 ? 'address' : 'addresses'}`,
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

const ReasonText = (required: string) =>
  SafeText.pipe(
    z
      .string({ error: required })
      .trim()
      .min(3, { error: required })
      .max(SUPPRESSION_REASON_TEXT_MAX, { error: EMAIL_SUPPRESSIONS_COPY.reasonTooLong }),
  );

export const LiftEmailSuppressionInput = z.strictObject({
  reason: ReasonText(EMAIL_SUPPRESSIONS_COPY.liftReasonRequired),
});
export type LiftEmailSuppressionInput = z.infer<typeof LiftEmailSuppressionInput>;

export const AddEmailSuppressionInput = z.strictObject({
  email: emailField({ required: EMAIL_SUPPRESSIONS_COPY.emailRequired, invalid: EMAIL_SUPPRESSIONS_COPY.emailInvalid }),
  reason: ReasonText(EMAIL_SUPPRESSIONS_COPY.addReasonRequired),
});
export type AddEmailSuppressionInput = z.infer<typeof AddEmailSuppressionInput>;

export const ListEmailSuppressionsQuery = z.strictObject({
  q: z.string().trim().max(254, { error: EMAIL_SUPPRESSIONS_COPY.searchTooLong }).optional(),
  state: z.enum(EMAIL_SUPPRESSION_STATES, { error: EMAIL_SUPPRESSIONS_COPY.stateInvalid }).default('active'),
  page: z.coerce
    .number({ error: EMAIL_SUPPRESSIONS_COPY.pageInvalid })
    .int({ error: EMAIL_SUPPRESSIONS_COPY.pageInvalid })
    .min(1, { error: EMAIL_SUPPRESSIONS_COPY.pageInvalid })
    .max(100_000, { error: EMAIL_SUPPRESSIONS_COPY.pageInvalid })
    .default(1),
});
export type ListEmailSuppressionsQuery = z.infer<typeof ListEmailSuppressionsQuery>;

export interface EmailSuppressionSummary {
  id: string;
  email: string;
  reason: EmailSuppressionReason;
  detail: string | null;
  createdAt: string;
  source: { emailLogId: string; subject: string; tenantName: string | null } | null;
  liftedAt: string | null;
  liftedByName: string | null;
  liftReason: string | null;
}

export interface EmailSuppressionPage {
  items: EmailSuppressionSummary[];
  total: number;
  page: number;
  pageSize: number;
}
