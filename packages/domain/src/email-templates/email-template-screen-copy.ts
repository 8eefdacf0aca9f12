import { EMAIL_TEMPLATE_LIMITS } from './email-template-schemas';

/** What the Email templates screens say (docs/decisions/0053-email-template-editor.md); the API's messages are EMAIL_TEMPLATE_COPY. */
export const EMAIL_TEMPLATES_SCREEN_COPY = {
  title: 'Email templates',
  intro:
    'The emails the platform sends. Edit the subject, HTML and text; every save is a version you can compare and restore.',
  /** A fixed text of the email service, verbatim, with the cause appended (docs/product-rules.md#fixed-texts). */
  loadFailed: (message: string) => `Failed to fetch email templates: ${message}`,
  templateLoadFailed: 'This email template could not be loaded.',
  notFound: 'This email template does not exist.',
  backToList: 'All email templates',
  tryAgain: 'Try again',
  loading: 'Loading the email templates',
  empty: 'No email templates yet. They are added when the server starts.',
  categories: {
    auth: 'Sign-in and account',
    team: 'Team',
    trial: 'Trial',
    billing: 'Billing',
    quotes: 'Quotes',
    system: 'System',
  } as Record<string, string>,
  active: 'Active',
  inactive: 'Inactive',
  edited: 'Edited',
  editedTitle: 'Changed by a super admin: the seed no longer updates it.',
  lastChange: (when: string, who: string | null) => (who ? `${when} by ${who}` : when),
  neverEdited: 'As shipped',
  versionCount: (count: number) => `${count} ${count === 1 ? 'version' : 'versions'}`,
  columns: { name: 'Template', alias: 'Alias', state: 'State', lastChange: 'Last change' },
  openTemplate: (name: string) => `Edit ${name}`,
  link: 'Email templates',

  // The editor.
  subjectLabel: 'Subject',
  htmlLabel: 'HTML body',
  textLabel: 'Text body',
  variablesTitle: 'Variables',
  variablesHint: 'Click a variable to insert it where the cursor was in the last field you edited.',
  insertVariable: (name: string) => `Insert {{${name}}}`,
  noVariables: 'This template takes no variables.',
  save: 'Save',
  saving: 'Saving…',
  saved: (version: number) => `Saved as version ${version}.`,
  savedWithWarnings: (version: number, count: number) =>
    `Saved as version ${version} with ${count} ${count === 1 ? 'warning' : 'warnings'}.`,
  saveOverTheirs: 'Keep my text and save over it',
  errorsTitle: (count: number) => `${count} ${count === 1 ? 'error' : 'errors'}: the template cannot be saved`,
  warningsTitle: (count: number) => `${count} ${count === 1 ? 'warning' : 'warnings'}`,
  checking: 'Checking…',
  noIssues: 'No problems found.',
  versionLabel: (version: number) => `Version ${version}`,
  limitHint: `Up to ${EMAIL_TEMPLATE_LIMITS.body.toLocaleString('en-US')} characters.`,

  // The preview.
  previewTitle: 'Preview',
  previewHint: 'Rendered by the mailer with sample data.',
  previewHtml: 'HTML',
  previewText: 'Text',
  previewDesktop: 'Desktop',
  previewPhone: 'Phone',
  previewWidth: 'Preview width',
  previewFrameTitle: 'Email preview',
  previewSubject: 'Subject',
  previewUnavailable: 'Fix the errors to see the preview.',
  previewFailed: 'The preview could not be rendered.',

  // Test send.
  sendTest: 'Send test to me',
  sendingTest: 'Sending…',
  testQueued: (address: string) => `Test email sent to ${address}.`,
  testHint: 'Sends what is in the editor, with sample data and “[Test] ” before the subject.',

  // Versions.
  versionsTitle: 'Versions',
  versionsEmpty: 'No versions yet.',
  versionsLoadFailed: 'The versions could not be loaded.',
  sources: { seed: 'Shipped', edit: 'Edited', restore: 'Restored' } as Record<string, string>,
  restoredFrom: (no: number) => `from version ${no}`,
  current: 'Current',
  compare: 'Compare',
  compareTitle: (no: number) => `Version ${no} compared with the current content`,
  compareHint: 'Lines removed by the current content are red; lines it added are green.',
  noDifferences: 'No differences from the current content.',
  restore: 'Restore',
  restoreTitle: (no: number) => `Restore version ${no}?`,
  restoreBody:
    'Its subject, HTML and text become the current content as a new version. The versions in between are kept.',
  restoreUnsaved: 'Your unsaved changes in the editor will be replaced.',
  restored: (no: number, newNo: number) => `Version ${no} restored as version ${newNo}.`,
  cancel: 'Cancel',
  close: 'Close',
  unchangedFields: 'Subject, HTML and text are identical.',
  diffField: (label: string) => `${label}: changes`,

  // Activation.
  activate: 'Activate',
  deactivate: 'Deactivate',
  activateTitle: (name: string) => `Activate “${name}”?`,
  activateBody: 'The platform sends this email again from now on.',
  deactivateTitle: (name: string) => `Deactivate “${name}”?`,
  deactivateBody:
    'While it is inactive this email is not sent: every email that uses it is logged as failed (“Email template … is missing or inactive”).',
  activated: (name: string) => `“${name}” is active.`,
  deactivated: (name: string) => `“${name}” is inactive: it will not be sent.`,
  inactiveNotice: 'This template is inactive: emails that use it are not sent and are logged as failed.',

  // Leaving with changes.
  unsavedTitle: 'Leave without saving?',
  unsavedBody: 'Your changes to this email template will be lost.',
  leave: 'Leave',
  stay: 'Stay',
} as const;
