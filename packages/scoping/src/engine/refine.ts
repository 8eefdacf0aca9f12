import { SCOPE_UNIT_LABELS, type ScopeUnit, type ServiceDefinition } from '@scopewright/domain';
import { contentTokens, listNotUnderstood, type ClauseAnalysis } from './analyse';
import type { ChosenService } from './build-lines';
import { ENGINE_COPY } from './engine-copy';
import { foldText } from './normalise';
import type { FoundQuantity } from './quantities';
import { readQuantityChanges } from './read-quantity-changes';
import { resolveQuantity, type QuantityFact } from './resolve-quantity';
import { RETRIEVAL_TUNING, rankServices } from './retrieval';
import { getSearchIndex } from './search-index';
import { tokenise } from './tokenise';
import type { PreviousScope } from './types';

/** Services kept from the previous run count as asked for with a solid (not certain) match. */
const PREVIOUS_SCORE = 12;
const REMOVAL =
  /^(?:please\s+)?(?:remove|drop|delete|exclude|skip|cancel|take out|leave out|get rid of|forget(?: about)?|no longer need|(?:we\s+)?(?:don'?t|do not) need|no need for|no)\b|\bwithout\b/;
const OWN_VERB =
  /^(?:please\s+)?(?:add|include|also|make|change|set|increase|decrease|reduce|keep|move|migrate|deploy|install|upgrade|replace|configure|we|i)\b/;

export interface RefinementPlan {
  chosen: ChosenService[];
  facts: QuantityFact[];
  notUnderstood: string[];
  message: string | null;
  /** The clauses that asked to remove something (the workspace's own scopes are removed from them too). */
  removals?: ClauseAnalysis[];
}

const unitsOf = (service: ServiceDefinition) =>
  new Set(service.tasks.flatMap((task) => (task.unit ? [task.unit] : [])));

/** A refinement: the previous scope, minus what is removed, plus what is added, with quantities changed. */
export function planRefinement(
  analyses: readonly ClauseAnalysis[],
  found: readonly FoundQuantity[],
  previous: PreviousScope,
  library: readonly ServiceDefinition[],
): RefinementPlan {
  const index = getSearchIndex(library);
  const byId = new Map(library.map((service) => [service.id, service]));
  let chosen: ChosenService[] = previous.serviceIds.flatMap((id) => {
    const service = byId.get(id);
    return service ? [{ service, anchor: null, score: PREVIOUS_SCORE }] : [];
  });
  const facts: QuantityFact[] = previous.quantities.map((quantity) => ({ ...quantity, start: -1 }));
  const before = new Map(facts.map((fact) => [fact.unit, fact.value]));
  // "5 more APs" adds to the count the previous run used, which may have been a service's assumed default.
  const usedBefore = (unit: ScopeUnit): number | undefined => {
    const named = facts.find((fact) => fact.unit === unit);
    if (named) return named.value;
    const user = chosen.find((item) => unitsOf(item.service).has(unit));
    return user ? resolveQuantity(unit, user.service, null, facts).value : undefined;
  };
  const valueOf = (unit: ScopeUnit) => {
    const used = usedBefore(unit);
    if (used !== undefined && !before.has(unit)) before.set(unit, used);
    return used ?? (unit === 'sites' ? 1 : 0);
  };
  const added: string[] = [];
  const removed: string[] = [];
  const unclear: string[] = [];
  const removals: ClauseAnalysis[] = [];

  let isRemoving = false;
  for (const analysis of analyses) {
    const folded = foldText(analysis.clause.text);
    const removal = REMOVAL.exec(folded);
    // "remove the firewall and Intune": a clause without its own verb continues the removal before it.
    const continuesRemoval: boolean = isRemoving && !OWN_VERB.test(folded);
    isRemoving = Boolean(removal) || continuesRemoval;
    if (isRemoving) {
      removals.push(analysis);
      const target = tokenise(removal ? folded.slice(removal.index + removal[0].length) : folded);
      const inScope = new Set(chosen.map((item) => item.service.id));
      const match = rankServices(index, target).find(
        (item) => inScope.has(item.indexed.service.id) && item.score >= RETRIEVAL_TUNING.understood,
      );
      if (!match) unclear.push(analysis.clause.text);
      else {
        chosen = chosen.filter((item) => item.service.id !== match.indexed.service.id);
        removed.push(match.indexed.service.name);
      }
      continue;
    }
    const changes = readQuantityChanges(analysis, found, valueOf);
    for (const change of changes) {
      const existing = facts.findIndex((fact) => fact.unit === change.unit);
      if (existing >= 0) facts.splice(existing, 1);
      facts.push(change);
    }
    const usedUnits = new Set(chosen.flatMap((item) => [...unitsOf(item.service)]));
    const isQuantityOnly = changes.length > 0 && contentTokens(analysis.tokens).length === 0;
    if (isQuantityOnly && changes.every((change) => usedUnits.has(change.unit))) continue;
    const fresh = analysis.picked.filter(
      (match) => !chosen.some((item) => item.service.id === match.indexed.service.id),
    );
    for (const match of fresh) {
      chosen.push({ service: match.indexed.service, anchor: analysis.clause, score: match.score });
      added.push(match.indexed.service.name);
    }
    if (analysis.picked.length === 0 && changes.length === 0) unclear.push(...listNotUnderstood([analysis]));
  }

  const changed = facts
    .filter((fact) => before.get(fact.unit) !== fact.value)
    .map((fact) => {
      const unit = SCOPE_UNIT_LABELS[fact.unit].many;
      const from = before.get(fact.unit);
      return from === undefined
        ? ENGINE_COPY.refinement.set(unit, String(fact.value))
        : ENGINE_COPY.refinement.changed(unit, String(from), String(fact.value));
    });
  const parts = [
    added.length ? ENGINE_COPY.refinement.added(added.join(', ')) : '',
    removed.length ? ENGINE_COPY.refinement.removed(removed.join(', ')) : '',
    ...changed,
  ].filter(Boolean);
  const text = parts.join('; ');
  const message = text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : ENGINE_COPY.refinement.nothingChanged;
  return { chosen, facts, notUnderstood: unclear, message, removals };
}
