import { AI_FALLBACK_COPY } from '@scopewright/domain';
import { APICallError, JSONParseError, NoObjectGeneratedError, NoOutputGeneratedError, TypeValidationError } from 'ai';

/** Why the LLM engine gave up: the short reason the response shows and a detail kept in ai_runs.error. */
export class LlmFailure extends Error {
  override name = 'LlmFailure';
  constructor(
    readonly reason: string,
    detail: string,
  ) {
    super(detail);
  }
}

const MAX_DETAIL = 500;
const detailOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Maps what the AI SDK threw (or our own abort) to a fallback reason. */
export function toLlmFailure(error: unknown, timedOut: boolean, timeoutMs: number): LlmFailure {
  if (error instanceof LlmFailure) return error;
  const detail = detailOf(error).slice(0, MAX_DETAIL);
  if (timedOut) return new LlmFailure(AI_FALLBACK_COPY.timeout(Math.round(timeoutMs / 100) / 10), detail);
  const invalid = [NoObjectGeneratedError, NoOutputGeneratedError, TypeValidationError, JSONParseError];
  if (invalid.some((type) => type.isInstance(error))) {
    return new LlmFailure(AI_FALLBACK_COPY.invalidOutput, detail);
  }
  const apiError = APICallError.isInstance(error) ? error : null;
  return new LlmFailure(AI_FALLBACK_COPY.providerError(apiError?.statusCode ?? null), detail);
}
