import type { ServiceDefinition } from '@scopewright/domain';
import { analyseDescription, collectChosen } from '../engine/analyse';
import { extractQuantities } from '../engine/quantities';
import { getSearchIndex } from '../engine/search-index';
import { SERVICE_LIBRARY } from '../library';
import { getOwnIndex } from './own-index';
import { draftOwnLines, sourceOf } from './own-lines';
import { planOwnScopes } from './match-own-scopes';
import type { OwnScope } from './own-scope-types';

/** An own scope as the LLM engine's prompt shows it: where it comes from and its tasks with hours. */
export interface OwnScopeGrounding {
  kind: OwnScope['kind'];
  /** The template's name or the quote's number. */
  label: string;
  /** How a line taken from it names it, exactly: "from your template '…'", "as in Q-1042". */
  source: string;
  /** At most `maxLines`, in the engine's order: phase (section), task, role, hours for this description. */
  lines: { section: string; name: string; role: string; hours: number }[];
}

const MAX_NAME = 120;
const clip = (text: string) => (text.length > MAX_NAME ? `${text.slice(0, MAX_NAME - 1)}…` : text);

/**
 * The own scopes the built-in engine would take for a description (docs/decisions/0045-ai-learns-own-scopes.md),
 * with their hours at the description's counts: the LLM engine's grounding, bounded in number and lines.
 */
export function retrieveOwnScopes(
  description: string,
  ownScopes: readonly OwnScope[],
  { limit, maxLines }: { limit: number; maxLines: number },
  library: readonly ServiceDefinition[] = SERVICE_LIBRARY,
): OwnScopeGrounding[] {
  if (ownScopes.length === 0 || limit <= 0) return [];
  const own = getOwnIndex(ownScopes, library);
  if (own.entries.length === 0) return [];
  const analyses = analyseDescription(description, library);
  const chosen = collectChosen(analyses).map((item) => item.service.id);
  const plan = planOwnScopes(analyses, chosen, getSearchIndex(library), own);
  const facts = extractQuantities(description);
  return plan.wins.slice(0, limit).map((win) => {
    const draft = draftOwnLines(win, facts, library);
    return {
      kind: win.entry.scope.kind,
      label: win.entry.scope.label,
      source: sourceOf(win.entry.scope),
      lines: draft.lines
        .slice(0, maxLines)
        .map((line) => ({ section: line.phase, name: clip(line.name), role: clip(line.role), hours: line.hours })),
    };
  });
}

/**
 * Prepares the own scopes' index ahead of a suggestion (the API calls it when it has loaded a changed set, so the
 * engine's own time stays that of matching); the engine would otherwise do it on first use of the array.
 */
export function prepareOwnScopes(
  ownScopes: readonly OwnScope[],
  library: readonly ServiceDefinition[] = SERVICE_LIBRARY,
): void {
  if (ownScopes.length > 0) getOwnIndex(ownScopes, library);
}
