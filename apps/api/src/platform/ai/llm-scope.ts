import {
  findService,
  priceSections,
  retrieveServices,
  type ScopeRequest,
  type ScopeResult,
} from '@scopewright/scoping';
import { AI_FALLBACK_COPY, SCOPE_COPY } from '@scopewright/domain';
import { generateText, Output, type LanguageModel } from 'ai';
import type { LlmConfig } from './llm-config';
import { LlmFailure, toLlmFailure } from './llm-failure';
import { LlmScopeOutput } from './llm-output-schema';
import { buildSystemPrompt, buildUserPrompt } from './scope-prompt';

/** Library services put in the prompt as grounding. */
const GROUNDING_SERVICES = 8;

export interface LlmScope {
  result: ScopeResult;
  inputTokens: number | null;
  outputTokens: number | null;
}

/** Quotes the model says it did not understand, kept only when they are really in the description. */
const quotedFrom = (description: string, quotes: readonly string[]) =>
  quotes.filter((quote) => quote.trim() !== '' && description.toLowerCase().includes(quote.trim().toLowerCase()));

function toScopeResult(request: ScopeRequest, output: LlmScopeOutput): ScopeResult {
  // A service id the library does not hold is the model's invention: the line stays, unlinked.
  const sections = output.sections.map((section) => ({
    ...section,
    lines: section.lines.map((line) => ({
      ...line,
      serviceId: line.serviceId && findService(line.serviceId) ? line.serviceId : null,
    })),
  }));
  const priced = priceSections(sections, request.roles);
  const serviceIds = [...new Set(sections.flatMap((s) => s.lines.flatMap((l) => (l.serviceId ? [l.serviceId] : []))))];
  return {
    quantities: output.quantities,
    sections: priced.sections,
    totalHours: priced.totalHours,
    totalPriceCents: priced.totalPriceCents,
    message: priced.sections.length === 0 ? SCOPE_COPY.nothingRecognised : priced.message,
    notUnderstood: quotedFrom(request.description, output.notUnderstood),
    serviceIds,
  };
}

/** One structured-output call; any failure (timeout, provider error, invalid output) is an LlmFailure. */
export async function scopeWithLlm(config: LlmConfig, model: LanguageModel, request: ScopeRequest): Promise<LlmScope> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const grounding = retrieveServices(request.description, GROUNDING_SERVICES);
    const response = await generateText({
      model,
      system: buildSystemPrompt(request.roles, grounding),
      prompt: buildUserPrompt(request.description),
      output: Output.object({ schema: LlmScopeOutput, name: 'scope' }),
      temperature: 0,
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    const parsed = LlmScopeOutput.safeParse(response.output);
    if (!parsed.success) throw new LlmFailure(AI_FALLBACK_COPY.invalidOutput, parsed.error.message.slice(0, 500));
    return {
      result: toScopeResult(request, parsed.data),
      inputTokens: response.usage.inputTokens ?? null,
      outputTokens: response.usage.outputTokens ?? null,
    };
  } catch (error) {
    throw toLlmFailure(error, controller.signal.aborted, config.timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}
