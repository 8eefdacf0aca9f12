import {
  carriedItems,
  findService,
  priceSections,
  retrieveCatalogItems,
  retrieveOwnScopes,
  retrieveServices,
  toSuggestedItem,
  type CatalogCandidate,
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
/** Catalog items put in the prompt: the only ones the model may propose. */
const GROUNDING_ITEMS = 15;
/** The workspace's own scopes put in the prompt (those the built-in engine would take), and lines of each. */
const GROUNDING_OWN_SCOPES = { limit: 3, maxLines: 20 };

export interface LlmScope {
  result: ScopeResult;
  inputTokens: number | null;
  outputTokens: number | null;
}

/** Quotes the model says it did not understand, kept only when they are really in the description. */
const quotedFrom = (description: string, quotes: readonly string[]) =>
  quotes.filter((quote) => quote.trim() !== '' && description.toLowerCase().includes(quote.trim().toLowerCase()));

/** Item lines naming a catalog item that was not in the prompt are dropped; one line per item. */
function toItems(output: LlmScopeOutput, grounding: readonly CatalogCandidate[]) {
  const byId = new Map(grounding.map((item) => [item.id, item]));
  const seen = new Set<string>();
  return output.items.flatMap((line) => {
    const item = byId.get(line.catalogItemId);
    if (!item || seen.has(item.id)) return [];
    seen.add(item.id);
    const source = item.sku ? `catalog SKU ${item.sku}` : 'catalog item';
    const why = `${line.rationale.trim() || line.quantity} × ${item.name} (${source})`;
    return [toSuggestedItem(item, line.quantity, why, line.rationale.trim())];
  });
}

function toScopeResult(
  request: ScopeRequest,
  output: LlmScopeOutput,
  grounding: readonly CatalogCandidate[],
): ScopeResult {
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
  const items = toItems(output, grounding);
  const nothing = priced.sections.length === 0 && items.length === 0;
  return {
    quantities: output.quantities,
    sections: priced.sections,
    totalHours: priced.totalHours,
    totalPriceCents: priced.totalPriceCents,
    message: nothing ? SCOPE_COPY.nothingRecognised : priced.message,
    notUnderstood: quotedFrom(request.description, output.notUnderstood),
    // The model states its assumptions on the lines; the counts it assumed are not told apart from named ones.
    questions: [],
    serviceIds,
    items,
  };
}

/** One structured-output call; any failure (timeout, provider error, invalid output) is an LlmFailure. */
export async function scopeWithLlm(config: LlmConfig, model: LanguageModel, request: ScopeRequest): Promise<LlmScope> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const grounding = retrieveServices(request.description, GROUNDING_SERVICES);
    const carried = new Map(grounding.map((service) => [service.id, carriedItems(service, request.catalog ?? [])]));
    // The items the description names, then those the grounded services usually carry: the ids the model may use.
    const catalog = [
      ...new Map(
        [
          ...retrieveCatalogItems(request.description, request.catalog ?? [], GROUNDING_ITEMS),
          ...[...carried.values()].flat().map(({ item }) => item),
        ].map((item) => [item.id, item]),
      ).values(),
    ];
    const own = retrieveOwnScopes(request.description, request.ownScopes ?? [], GROUNDING_OWN_SCOPES);
    const response = await generateText({
      model,
      system: buildSystemPrompt(request.roles, grounding, catalog, own, carried),
      prompt: buildUserPrompt(request.description),
      output: Output.object({ schema: LlmScopeOutput, name: 'scope' }),
      temperature: 0,
      maxRetries: 0,
      abortSignal: controller.signal,
    });
    const parsed = LlmScopeOutput.safeParse(response.output);
    if (!parsed.success) throw new LlmFailure(AI_FALLBACK_COPY.invalidOutput, parsed.error.message.slice(0, 500));
    return {
      result: toScopeResult(request, parsed.data, catalog),
      inputTokens: response.usage.inputTokens ?? null,
      outputTokens: response.usage.outputTokens ?? null,
    };
  } catch (error) {
    throw toLlmFailure(error, controller.signal.aborted, config.timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}
