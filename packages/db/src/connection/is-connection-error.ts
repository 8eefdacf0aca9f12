/** SQLSTATEs meaning "this connection, or the server, is gone or not accepting yet" (not a bad query). */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable/,
  /^Database unavailable/,
];
const MAX_DEPTH = 8;

/**
 * True when `error` (or any error in its `cause` chain: Drizzle and Better Auth wrap driver errors) says the
 * database connection failed, rather than the query being wrong. Such a request deserves a 503, not a 500.
 */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_DEPTH && current instanceof Object; depth += 1) {
    // An outgoing HTTP call (Slack, an LLM) that failed is that service's problem, not the database's.
    if (current instanceof TypeError && current.message === 'fetch failed') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_SQLSTATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code)))
      return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
    if (current instanceof AggregateError && current.errors.some(isConnectionError)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
