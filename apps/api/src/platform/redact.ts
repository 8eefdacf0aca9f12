/** Log redaction: applied to every object and string pino writes (docs/security.md#log-redaction). */
export const REDACTED = '[REDACTED]';

const SENSITIVE_KEY =
  /password|passwd|passphrase|token|secret|api[-_ ]?key|private[-_ ]?key|encryption[-_ ]?key|integration[-_ ]?code|auth|credential|cookie|ssn|credit[-_ ]?card|card[-_ ]?number/i;
const EMAIL =
  /[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63})\b/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/-]+=*/gi;
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi;
const KEY_VALUE =
  /\b((?:[a-z_-]*(?:password|passphrase|token|secret|api[-_]?key|private[-_]?key|encryption[-_]?key|integration[-_]?code|auth|credential|ssn)[a-z_-]*)=)[^&\s"']+/gi;
// OAuth's `code` and `state` query parameters are one-time credentials too.
const OAUTH_PARAM = /([?&;\s]|^)((?:code|state)=)[^&\s"']+/gi;
// Links whose path carries the secret (invitation, client quote, password reset), inside any logged string.
const TOKEN_LINK_PREFIX = String.raw`\/(?:q|invite|lookup|public\/quotes|reset-password)\/`;
const TOKEN_IN_PATH = new RegExp(String.raw`(${TOKEN_LINK_PREFIX}+)[A-Za-z0-9_-]{16,}`, 'gi');
// Drizzle's "Failed query: … params: …" and PostgreSQL's "Key (column)=(value)" carry row values (docs/security.md#secrets-at-rest).
const QUERY_PARAMS = /(\nparams: )[\s\S]*?(?=\n\s+at |$)/g;
const KEY_DETAIL = /(Key \([^)]*\)=\()[\s\S]*?(\) (?:already exists|is not present|conflicts))/g;
// `cause` is redacted on its own below (listing it twice would print it as [Circular]).
const SKIPPED_ERROR_KEYS = new Set(['params', 'parameters', 'values', 'cause']);
const MAX_DEPTH = 8;

export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key);
}

// Every pattern needs one of these characters; most log strings (paths, ids, messages) skip the regexes.
const MAY_MATCH = new RegExp(String.raw`[@=]|bearer|basic|${TOKEN_LINK_PREFIX}|\nparams: `, 'i');

export function redactString(value: string): string {
  if (!MAY_MATCH.test(value)) return value;
  return value
    .replace(URL_USERINFO, `$1${REDACTED}@`)
    .replace(BEARER, `$1 ${REDACTED}`)
    .replace(KEY_VALUE, `$1${REDACTED}`)
    .replace(OAUTH_PARAM, `$1$2${REDACTED}`)
    .replace(TOKEN_IN_PATH, `$1${REDACTED}`)
    .replace(QUERY_PARAMS, `$1${REDACTED}`)
    .replace(KEY_DETAIL, `$1${REDACTED}$2`)
    .replace(EMAIL, '***@$1');
}

export function redact(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactString(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Truncated]';
  seen.add(value);
  if (value instanceof Error) return redactError(value, depth, seen);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen));
  if (value instanceof Date) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = isSensitiveKey(key) && inner !== undefined && inner !== null ? REDACTED : redact(inner, depth + 1, seen);
  }
  return out;
}

/** Errors keep their shape; query parameters (Drizzle's `params`) are never printed, whatever they hold. */
function redactError(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const own = Object.entries({ ...error }).filter(([key]) => !SKIPPED_ERROR_KEYS.has(key));
  const extra = redact(Object.fromEntries(own), depth + 1, seen) as Record<string, unknown>;
  return {
    ...extra,
    type: error.name,
    message: redactString(error.message),
    ...(error.stack ? { stack: redactString(error.stack) } : {}),
    ...(error.cause !== undefined ? { cause: redact(error.cause, depth + 1, seen) } : {}),
  };
}
