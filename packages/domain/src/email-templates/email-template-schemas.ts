import { z } from 'zod';
import { tooLongMessage } from '../validation/length-copy';

export const EMAIL_TEMPLATE_LIMITS = {
  /** A subject line, well under RFC 5322's 998 characters. */
  subject: 300,
  /** A whole HTML or text email, layout included. */
  body: 200_000,
  /** Test sends per super admin per minute. */
  testSendsPerMinute: 10,
} as const;

const text = (max: number) => z.string().max(max, { error: tooLongMessage(max) });

/**
 * A template's editable content as typed (not trimmed: whitespace is content). Emptiness and Mustache errors are
 * the template check's, so a preview can report them beside the rendering (docs/decisions/0053-email-template-editor.md).
 */
export const EmailTemplateDraft = z.strictObject({
  subject: text(EMAIL_TEMPLATE_LIMITS.subject),
  htmlBody: text(EMAIL_TEMPLATE_LIMITS.body),
  textBody: text(EMAIL_TEMPLATE_LIMITS.body),
});
export type EmailTemplateDraft = z.infer<typeof EmailTemplateDraft>;

/** PUT /api/email-templates/{id}: the content and the version it was edited from (optimistic concurrency). */
export const UpdateEmailTemplateInput = EmailTemplateDraft.extend({
  baseVersionNo: z.number().int().min(0).max(1_000_000),
});
export type UpdateEmailTemplateInput = z.infer<typeof UpdateEmailTemplateInput>;

/** POST /api/email-templates/{id}/test-send: the editor's draft, or none for the saved content. */
export const TestSendEmailTemplateInput = z.strictObject({ draft: EmailTemplateDraft.optional() });
export type TestSendEmailTemplateInput = z.infer<typeof TestSendEmailTemplateInput>;

/** GET /api/email-templates: `active=true` lists the active ones only; without it, every template. */
export const ListEmailTemplatesQuery = z.strictObject({
  active: z.enum(['true', 'false']).optional(),
});
export type ListEmailTemplatesQuery = z.infer<typeof ListEmailTemplatesQuery>;
