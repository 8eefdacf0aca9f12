import { INTEGRATIONS_COPY, type IntegrationProviderId } from '@scopewright/domain';
import { AppError } from '../../../platform/errors';
import { PsaError } from '../psa/psa-adapter';

const facts = (error: PsaError) => ({
  kind: error.kind,
  ...(error.extra.psaMessage === undefined ? {} : { psaMessage: error.extra.psaMessage }),
});

/** A connection test the PSA failed: 422 with the PsaError's message (what to fix) and the PSA's own words. */
export function testFailed(error: unknown): never {
  if (!(error instanceof PsaError)) throw error;
  throw new AppError('VALIDATION', error.message, { reason: 'psa-test-failed', details: facts(error), cause: error });
}

/** A PSA that could not answer a read (its lookups): 503, the PsaError's message first, then ours. */
export function psaUnavailable(provider: IntegrationProviderId, error: unknown): never {
  if (!(error instanceof PsaError)) throw error;
  throw new AppError('SERVICE_UNAVAILABLE', `${INTEGRATIONS_COPY.psaUnreachable(provider)} ${error.message}`, {
    details: facts(error),
    cause: error,
    ...(error.extra.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: error.extra.retryAfterSeconds }),
  });
}
