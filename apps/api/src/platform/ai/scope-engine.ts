import { LIBRARY_VERSION, suggestScope, type ScopeRequest, type ScopeResult } from '@scopewright/scoping';
import type { LanguageModel } from 'ai';
import { providerLabel, type LlmConfig } from './llm-config';
import { LlmFailure } from './llm-failure';
import { createLanguageModel } from './llm-model';
import { PROMPT_VERSION } from './scope-prompt';
import { scopeWithLlm } from './llm-scope';

export const BUILTIN_PROVIDER = 'builtin';
export const BUILTIN_PROMPT_VERSION = `builtin-${LIBRARY_VERSION}`;

/** One suggestion with where it came from: what ai_runs records beside the result. */
export interface ScopeOutcome {
  result: ScopeResult;
  source: 'builtin' | 'llm';
  provider: string;
  promptVersion: string;
  fallbackReason: string | null;
  /** The LLM's failure when the built-in engine answered instead (diagnosis, never shown). */
  llmError: string | null;
  inputTokens: number | null;
  outputTokens: number | null;
}

export interface ScopeEngine {
  suggest(request: ScopeRequest): Promise<ScopeOutcome>;
}

function builtin(request: ScopeRequest, fallback: LlmFailure | null): ScopeOutcome {
  return {
    result: suggestScope(request),
    source: 'builtin',
    provider: BUILTIN_PROVIDER,
    promptVersion: BUILTIN_PROMPT_VERSION,
    fallbackReason: fallback?.reason ?? null,
    llmError: fallback?.message ?? null,
    inputTokens: null,
    outputTokens: null,
  };
}

/** The LLM engine when configured, with the built-in engine as its fallback; the built-in engine otherwise. */
export function createScopeEngine(llm: LlmConfig | null, model?: LanguageModel): ScopeEngine {
  if (!llm) return { suggest: async (request) => builtin(request, null) };
  const languageModel = model ?? createLanguageModel(llm);
  return {
    async suggest(request) {
      try {
        const scope = await scopeWithLlm(llm, languageModel, request);
        return {
          ...scope,
          source: 'llm',
          provider: providerLabel(llm),
          promptVersion: PROMPT_VERSION,
          fallbackReason: null,
          llmError: null,
        };
      } catch (error) {
        if (error instanceof LlmFailure) return builtin(request, error);
        throw error;
      }
    },
  };
}
