/**
 * Why the built-in engine answered instead of the configured LLM (ScopeSuggestionResponse.fallbackReason).
 * Short phrases: the wizard shows them inside AI_SCOPING_COPY.fallback's parentheses.
 */
export const AI_FALLBACK_COPY = {
  timeout: (seconds: number) => `the provider did not answer within ${seconds.toLocaleString('en-US')} seconds`,
  providerError: (status: number | null) =>
    status === null ? 'the provider could not be reached' : `the provider returned an error (HTTP ${status})`,
  invalidOutput: 'the provider’s answer did not match the expected scope format',
} as const;
