import { AppError } from '../../platform/errors';
import { checkJsonValue } from '../../platform/input-hygiene';
import { malformed } from './provider-event';

/**
 * The raw body as JSON; text PostgreSQL cannot store is refused as elsewhere (the JSON middleware never sees an
 * SNS body: it comes as text/plain).
 */
export function parseProviderBody(provider: string, raw: string, prefix = ''): unknown {
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    throw malformed(provider, [{ path: prefix, message: 'Expected JSON' }]);
  }
  try {
    checkJsonValue(value, prefix);
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST')
      throw malformed(provider, [{ path: prefix, message: error.message }]);
    throw error;
  }
  return value;
}
