import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { LlmConfig } from './llm-config';

/** The configured chat model: any OpenAI-compatible endpoint (OpenAI, Azure OpenAI, Ollama, vLLM) or Anthropic. */
export function createLanguageModel(config: LlmConfig): LanguageModel {
  if (config.provider === 'anthropic') {
    return createAnthropic({ baseURL: config.baseUrl, apiKey: config.apiKey })(config.model);
  }
  // JSON-schema structured output instead of free JSON mode.
  return createOpenAICompatible({
    name: 'llm',
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    supportsStructuredOutputs: true,
  }).chatModel(config.model);
}
