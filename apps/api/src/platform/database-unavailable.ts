import { isConnectionError } from '@scopewright/db';
import { AppError } from './errors';
import type { Logger } from './logger';

/** Seconds a client should wait before retrying a 503: the pool probes the database about twice a second. */
export const RETRY_AFTER_SECONDS = 1;

/** A lost or refused database connection → SERVICE_UNAVAILABLE; anything else → null. */
export function databaseUnavailable(err: unknown): AppError | null {
  return isConnectionError(err) ? new AppError('SERVICE_UNAVAILABLE', undefined, { cause: err }) : null;
}

/** The innermost cause's code and message: enough to see why, without the SQL and parameters Drizzle adds. */
export function rootCause(err: unknown): { code?: unknown; message?: unknown } {
  let current = err;
  for (let depth = 0; depth < 8; depth += 1) {
    const next = (current as { cause?: unknown } | null)?.cause;
    if (!(next instanceof Object)) break;
    current = next;
  }
  const { code, message } = (current ?? {}) as { code?: unknown; message?: unknown };
  return { code, message };
}

/** One line when the pool stops reaching the database, one when it reaches it again. */
export const logDatabaseAvailability =
  (logger: Logger) =>
  (available: boolean, error?: unknown): void => {
    if (available) logger.info('database reachable again');
    else logger.warn({ cause: rootCause(error) }, 'database unreachable: answering 503 until it is back');
  };
