import { contentTokens, type ClauseAnalysis } from '../engine/analyse';
import { RETRIEVAL_TUNING, type ServiceMatch } from '../engine/retrieval';
import type { SearchIndex } from '../engine/search-index';
import { isGeneric } from '../engine/tokenise';
import type { OwnEntry, OwnIndex } from './own-index';
import { coverageOf, libraryWording, scoreOwnEntry, specificTerms, type OwnMatch } from './score-own';

/** An own scope chosen for the scope: where it was asked for (null when kept from the run refined) and how well. */
export interface OwnWin {
  entry: OwnEntry;
  score: number;
  anchor: { start: number; end: number } | null;
}

export interface OwnPlan {
  wins: OwnWin[];
  /** Library services the wins do the work of: their lines give way. */
  replaced: ReadonlySet<string>;
  /** Clauses the library did not understand and an own scope answered (or, refining, removed). */
  answered: readonly ClauseAnalysis[];
  /** Own scopes of the refined run a refinement removed by name. */
  removed: readonly OwnEntry[];
}

/** An own scope kept from the run a refinement refines counts as asked for with a solid match (as the library's). */
const PREVIOUS_SCORE = 12;
export const OWN_SCOPE_PREFIX = 'own:';

interface Contender extends OwnWin {
  coverage: number;
  analysis: ClauseAnalysis;
}

/** Coverage sums IDF weights: equal sums may differ in the last bits. */
const EPSILON = 1e-9;

const isAhead = (own: OwnIndex, a: OwnMatch, b: OwnMatch) =>
  a.coverage - b.coverage || a.score - b.score || own.order.get(b.entry)! - own.order.get(a.entry)!;

/**
 * The best own scope that matches the clause at least as well as `rival` (the library service it would stand in
 * for; without one, the library's best attempt at a clause it did not understand): its wording holds as much of the
 * clause's specific words as the service's wording, and at least one (or its title, a section's name or a keyword
 * is in the clause whole). Ties between own scopes: the larger BM25 score, then the earlier in the request.
 */
function best(
  index: SearchIndex,
  own: OwnIndex,
  candidates: Iterable<OwnEntry>,
  analysis: ClauseAnalysis,
  rival: ServiceMatch | null,
): OwnMatch | null {
  const specific = specificTerms(analysis.tokens);
  const library = rival ?? analysis.ranked[0] ?? null;
  const toMatch = library ? coverageOf(index, specific, libraryWording(library.indexed)) : 0;
  let winner: OwnMatch | null = null;
  for (const entry of candidates) {
    const coverage = coverageOf(index, specific, entry.words);
    if (coverage < toMatch - EPSILON) continue;
    const match = scoreOwnEntry(index, entry, analysis.tokens, coverage);
    // Something of it must be asked for: one of the clause's specific words, or its title found whole.
    if (coverage <= 0 && !match.hasPhrase) continue;
    // Without a service of the same work to compete with, it must be asked for as the library's services are.
    if (!rival && (!match.isStrong || match.score < RETRIEVAL_TUNING.minScore)) continue;
    if (!winner || isAhead(own, match, winner) > 0) winner = match;
  }
  return winner;
}

/**
 * Per clause, the own scopes that match it at least as well as the library: for each service the clause picked,
 * the best own scope doing that service's work; for a clause that picked nothing, the best own scope of any work
 * (the firm sells work the library does not know).
 */
function findContenders(
  analyses: readonly ClauseAnalysis[],
  index: SearchIndex,
  own: OwnIndex,
  removals: ReadonlySet<ClauseAnalysis>,
): Contender[] {
  const contenders: Contender[] = [];
  for (const analysis of analyses) {
    if (removals.has(analysis)) continue;
    const anchor = { start: analysis.clause.start, end: analysis.clause.end };
    if (analysis.picked.length > 0) {
      for (const pick of analysis.picked) {
        const candidates = own.byArea.get(pick.indexed.service.id) ?? [];
        const match = best(index, own, candidates, analysis, pick);
        if (match) contenders.push({ ...match, anchor, analysis });
      }
      continue;
    }
    const words = contentTokens(analysis.tokens).filter((token) => !isGeneric(token));
    if (words.length === 0) continue;
    const candidates = new Set(words.flatMap((word) => own.byTerm.get(word) ?? []));
    const match = best(index, own, candidates, analysis, null);
    if (match) contenders.push({ ...match, anchor, analysis });
  }
  return contenders;
}

/** A removal clause that names an own scope in its own words ("remove the Acme ERP upgrade"). */
function namesEntry(index: SearchIndex, entry: OwnEntry, analysis: ClauseAnalysis): boolean {
  const coverage = coverageOf(index, specificTerms(analysis.tokens), entry.words);
  return coverage > 0 && scoreOwnEntry(index, entry, analysis.tokens, coverage).isStrong;
}

/**
 * Which own scopes the scope takes: those kept from a refined run first (unless the refinement removed the
 * services they stand in for, or named them in a removal), then the contenders best first (ties in request order),
 * each only if no scope taken already does any of its services' work, so no work is quoted twice. The library
 * services in `chosen` that a taken scope does the work of give way to it.
 */
export function planOwnScopes(
  analyses: readonly ClauseAnalysis[],
  chosen: readonly string[],
  index: SearchIndex,
  own: OwnIndex,
  refining: { previousIds: readonly string[]; removals: readonly ClauseAnalysis[] } | null = null,
): OwnPlan {
  const inScope = new Set(chosen);
  const removals = new Set(refining?.removals ?? []);
  const answered = new Set<ClauseAnalysis>();
  const removed: OwnEntry[] = [];
  const kept: OwnWin[] = (refining?.previousIds ?? []).flatMap((id) => {
    const entry = id.startsWith(OWN_SCOPE_PREFIX) ? own.byId.get(id.slice(OWN_SCOPE_PREFIX.length)) : undefined;
    if (!entry || (entry.areas.length > 0 && !entry.areas.some((area) => inScope.has(area)))) return [];
    const naming = [...removals].filter((analysis) => namesEntry(index, entry, analysis));
    if (naming.length > 0) {
      removed.push(entry);
      for (const analysis of naming) answered.add(analysis);
      return [];
    }
    return [{ entry, score: PREVIOUS_SCORE, anchor: null }];
  });
  const contenders = findContenders(analyses, index, own, removals).sort(
    (a, b) => b.coverage - a.coverage || b.score - a.score || own.order.get(a.entry)! - own.order.get(b.entry)!,
  );
  const wins: OwnWin[] = [];
  const claimed = new Set<string>();
  const taken = new Set<string>();
  const take = (win: OwnWin) => {
    wins.push({ entry: win.entry, score: win.score, anchor: win.anchor });
    taken.add(win.entry.id);
    for (const area of win.entry.areas) claimed.add(area);
  };
  for (const win of kept) if (!taken.has(win.entry.id)) take(win);
  for (const contender of contenders) {
    const isTaken = taken.has(contender.entry.id);
    if (!isTaken && contender.entry.areas.some((area) => claimed.has(area))) continue;
    if (!isTaken) take(contender);
    if (contender.analysis.picked.length === 0) answered.add(contender.analysis);
  }
  const replaced = new Set(chosen.filter((id) => claimed.has(id)));
  return { wins, replaced, answered: [...answered], removed };
}
