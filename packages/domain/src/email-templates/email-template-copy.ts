/** The three parts of a template a super admin edits, as the editor and the API's messages name them. */
export const EMAIL_TEMPLATE_FIELDS = ['subject', 'htmlBody', 'textBody'] as const;
export type EmailTemplateField = (typeof EMAIL_TEMPLATE_FIELDS)[number];

export const EMAIL_TEMPLATE_FIELD_LABELS: Record<EmailTemplateField, string> = {
  subject: 'subject',
  htmlBody: 'HTML body',
  textBody: 'text body',
};

const where = (field: EmailTemplateField, line: number) => `the ${EMAIL_TEMPLATE_FIELD_LABELS[field]} (line ${line})`;
const tag = (name: string) => `{{${name}}}`;

/** Every message the email template API returns (docs/decisions/0053-email-template-editor.md). */
export const EMAIL_TEMPLATE_COPY = {
  notFound: 'Email template not found.',
  versionNotFound: 'That version of the email template does not exist.',
  empty: (field: EmailTemplateField) =>
    field === 'subject' ? 'Enter a subject.' : `The ${EMAIL_TEMPLATE_FIELD_LABELS[field]} cannot be empty.`,
  undeclaredVariable: (name: string, field: EmailTemplateField, line: number) =>
    `${tag(name)} in ${where(field, line)} is not a variable of this template. Use one of the declared variables or remove it.`,
  unusedVariable: (name: string) =>
    `${tag(name)} is declared but not used in the subject, HTML or text: the email will not show it.`,
  rawHtmlVariable: (name: string, line: number) =>
    `{{{${name}}}} in ${where('htmlBody', line)} inserts the value without escaping. Write ${tag(name)} so a name or company cannot add HTML.`,
  unclosedTag: (field: EmailTemplateField, line: number, column: number) =>
    `A tag in the ${EMAIL_TEMPLATE_FIELD_LABELS[field]} is opened with {{ and never closed (line ${line}, column ${column}). Close it with }}.`,
  invalidTag: (tagText: string, field: EmailTemplateField, line: number) =>
    `“{{${tagText}}}” in ${where(field, line)} is not a variable name: a tag before it is probably not closed with }}.`,
  unclosedSection: (name: string, field: EmailTemplateField, line: number) =>
    `The section {{#${name}}} in ${where(field, line)} is never closed. Add {{/${name}}} where it ends.`,
  unopenedSection: (name: string, field: EmailTemplateField, line: number) =>
    `{{/${name}}} in ${where(field, line)} closes a section that was never opened.`,
  partialNotSupported: (name: string, field: EmailTemplateField, line: number) =>
    `{{> ${name}}} in ${where(field, line)}: partials are not supported. Write the content in place.`,
  delimitersNotSupported: (field: EmailTemplateField, line: number) =>
    `Changing the tag delimiters in ${where(field, line)} is not supported. Keep {{ and }}.`,
  unreadable: (field: EmailTemplateField, reason: string) =>
    `The ${EMAIL_TEMPLATE_FIELD_LABELS[field]} could not be read: ${reason}`,
  invalidTemplate: 'The template has errors: fix them before saving.',
  staleVersion: (latest: number) =>
    `Someone saved version ${latest} of this template while you were editing. Compare it in Versions, then save again.`,
  testSendInvalidAddress: (address: string) =>
    `Your account’s address “${address}” cannot receive email: it is not one valid email address. Correct it in My Profile, then send the test again.`,
  testSendRateLimited: 'You sent 10 test emails in the last minute. Wait a minute, then send again.',
  testSubjectPrefix: '[Test] ',
} as const;
