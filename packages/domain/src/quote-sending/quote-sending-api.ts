import { z } from 'zod';
import { QuoteDetail } from '../quotes/quote-api';
import { SENDING_COPY as COPY } from './quote-sending-copy';

/** POST /api/quotes/{id}/send and /resend, share links (docs/decisions/0020-quote-sending-and-reminders.md), reminders. */
export const SENDING_LIMITS = {
  recipientsMax: 10,
  ccMax: 10,
  emailMax: 254,
  subjectMax: 200,
  messageMax: 5000,
  /** Without a valid-until date, a link works this many days. */
  defaultLinkDays: 30,
} as const;

/** The composer's reminder choices (null = off); the API accepts 1..60. */
export const REMINDER_DAY_OPTIONS = [3, 7, 14] as const;

export const SEND_MODES = ['email', 'link'] as const;
export type SendMode = (typeof SEND_MODES)[number];

const EMAIL_SHAPE = /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/;

/** One address: trimmed, lower-cased, a single mailbox (no display name, no list). */
export const RecipientEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(SENDING_LIMITS.emailMax, COPY.emailTooLong)
  .regex(EMAIL_SHAPE, COPY.invalidEmail);

export const isRecipientEmail = (value: string) => RecipientEmail.safeParse(value).success;

const To = z.array(RecipientEmail).max(SENDING_LIMITS.recipientsMax, COPY.tooManyRecipients);
const Cc = z.array(RecipientEmail).max(SENDING_LIMITS.ccMax, COPY.tooManyCc);
const Subject = z.string().trim().max(SENDING_LIMITS.subjectMax, COPY.subjectTooLong);
const Message = z.string().trim().max(SENDING_LIMITS.messageMax, COPY.messageTooLong);
const ReminderDays = z.number().int().min(1, COPY.reminderRange).max(60, COPY.reminderRange).nullable();

/** The composer's email fields (resend has exactly these). */
export const ResendQuoteInput = z.strictObject({
  to: To.min(1, COPY.recipientRequired),
  cc: Cc.default([]),
  subject: Subject.min(1, COPY.subjectRequired),
  message: Message.min(1, COPY.messageRequired),
  attachPdf: z.boolean().default(true),
});
export type ResendQuoteInput = z.input<typeof ResendQuoteInput>;

/**
 * Send the current draft: `email` freezes it, creates a link and emails it; `link` freezes it and only returns
 * a link to share yourself (the body `{ lockVersion }` alone is that).
 */
export const SendQuoteInput = z
  .strictObject({
    lockVersion: z.number().int().min(1),
    mode: z.enum(SEND_MODES).default('link'),
    to: To.default([]),
    cc: Cc.default([]),
    subject: Subject.default(''),
    message: Message.default(''),
    attachPdf: z.boolean().default(true),
    reminderDaysBefore: ReminderDays.default(null),
  })
  .superRefine((input, ctx) => {
    if (input.mode !== 'email') return;
    if (input.to.length === 0) ctx.addIssue({ code: 'custom', path: ['to'], message: COPY.recipientRequired });
    if (!input.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: COPY.subjectRequired });
    if (!input.message) ctx.addIssue({ code: 'custom', path: ['message'], message: COPY.messageRequired });
  });
export type SendQuoteInput = z.input<typeof SendQuoteInput>;

export const ShareLinkCreated = z.object({
  /** The absolute link; shown once (only its hash is stored). */
  url: z.string(),
  expiresAt: z.string(),
});
export type ShareLinkCreated = z.infer<typeof ShareLinkCreated>;

/** POST /send and /resend: the quote, the link (once), and who the email went to. */
export const SendQuoteResult = QuoteDetail.extend({
  share: ShareLinkCreated,
  sentTo: z.array(z.string()),
  cc: z.array(z.string()),
});
export type SendQuoteResult = z.infer<typeof SendQuoteResult>;

export const SendRecipientOption = z.object({
  contactId: z.string(),
  name: z.string(),
  email: z.string(),
  isPrimary: z.boolean(),
});
export type SendRecipientOption = z.infer<typeof SendRecipientOption>;

/** GET /api/quotes/{id}/send-draft: what the composer opens with. */
export const SendDraft = z.object({
  recipients: z.array(SendRecipientOption),
  /** The quote's contact when it has an email, else the primary contact's (pre-selected). */
  defaultTo: z.array(z.string()),
  subject: z.string(),
  message: z.string(),
  /** ISO date-time the new link will stop working. */
  linkExpiresAt: z.string(),
  reminderDaysBefore: z.number().int().nullable(),
});
export type SendDraft = z.infer<typeof SendDraft>;

export const ShareLinkSummary = z.object({
  id: z.string(),
  versionNo: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastViewedAt: z.string().nullable(),
  isLive: z.boolean(),
});
export type ShareLinkSummary = z.infer<typeof ShareLinkSummary>;

export const ShareLinkList = z.object({ items: z.array(ShareLinkSummary) });
export type ShareLinkList = z.infer<typeof ShareLinkList>;

export const RevokeShareLinksResult = z.object({ revoked: z.number().int() });
export type RevokeShareLinksResult = z.infer<typeof RevokeShareLinksResult>;

/** quote_activity metadata of a `sent` entry (also `reminded`: to, cc omitted). */
export interface SentActivityMetadata {
  versionNo: number;
  mode: SendMode;
  to: string[];
  cc: string[];
  attachPdf: boolean;
  resend?: boolean;
  shareLinkId: string;
}
