export const LLM_PROVIDERS = ['openai-compatible', 'anthropic'] as const;
export type LlmProvider = (typeof LLM_PROVIDERS)[number];

/** The LLM engine's settings (AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT_MS); null = built-in only. */
export interface LlmConfig {
  provider: LlmProvider;
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export const DEFAULT_AI_TIMEOUT_MS = 20_000;

/** What ai_runs.provider records for the LLM engine, e.g. "openai-compatible:gpt-4o-mini". */
export const providerLabel = (config: Pick<LlmConfig, 'provider' | 'model'>) => `${config.provider}:${config.model}`;
