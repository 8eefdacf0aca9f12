import type { TemplateVariables } from './render-email-template';

/**
 * Template variables that carry a live secret: a sign-in, reset, verification, invitation or client-quote link,
 * or the bare token. They stay on the email_logs row only until the email is sent (or finally failed); then the
 * worker replaces them with SECRET_REMOVED (docs/security.md#log-redaction, docs/security.md#secrets-at-rest). A resend issues a fresh link, never these.
 */
const SECRET_VARIABLES = new Set(['invite_token', 'invite_url', 'reset_url', 'verify_url', 'quote_url']);
const SECRET_SUFFIX = /_(?:token|secret|code)$/;

export const SECRET_REMOVED = '[removed after sending]';

export function isSecretVariable(name: string): boolean {
  return SECRET_VARIABLES.has(name) || SECRET_SUFFIX.test(name);
}

/** The template data with every secret variable's value replaced; other values (names, numbers) kept. */
export function withoutSecrets(data: TemplateVariables): TemplateVariables {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => [name, isSecretVariable(name) ? SECRET_REMOVED : value]),
  );
}

/**
 * The log row's metadata once the email is done with: template_data without its secrets, marked so that no late
 * retry can send the placeholder instead of the link.
 */
export function scrubbedMetadata(metadata: Record<string, unknown>): Record<string, unknown> {
  const data = metadata.template_data;
  const kept = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as TemplateVariables) : {};
  return { ...metadata, template_data: withoutSecrets(kept), [SECRETS_REMOVED_FLAG]: true };
}

export const SECRETS_REMOVED_FLAG = 'secrets_removed';

export const secretsRemoved = (metadata: Record<string, unknown>) => metadata[SECRETS_REMOVED_FLAG] === true;
