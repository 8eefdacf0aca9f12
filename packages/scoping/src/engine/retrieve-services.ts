import type { ServiceDefinition } from '@scopewright/domain';
import { SERVICE_LIBRARY } from '../library';
import { analyseDescription } from './analyse';
import { rankServices } from './retrieval';
import { getSearchIndex } from './search-index';

/**
 * The library services a description is most likely about, best first: the LLM engine's grounding. Services
 * the built-in engine would pick come first, then the rest by their best clause score (generic words count).
 */
export function retrieveServices(
  description: string,
  limit: number,
  library: readonly ServiceDefinition[] = SERVICE_LIBRARY,
): ServiceDefinition[] {
  const index = getSearchIndex(library);
  const best = new Map<ServiceDefinition, { picked: boolean; score: number; position: number }>();
  for (const analysis of analyseDescription(description, library)) {
    const picked = new Set(analysis.picked.map((match) => match.indexed.service.id));
    for (const match of rankServices(index, analysis.tokens, true)) {
      const previous = best.get(match.indexed.service);
      const isPicked = picked.has(match.indexed.service.id) || Boolean(previous?.picked);
      const score = Math.max(match.score, previous?.score ?? 0);
      best.set(match.indexed.service, { picked: isPicked, score, position: match.indexed.position });
    }
  }
  return [...best]
    .sort(([, a], [, b]) => Number(b.picked) - Number(a.picked) || b.score - a.score || a.position - b.position)
    .slice(0, Math.max(0, limit))
    .map(([service]) => service);
}
