import { BM25 } from '../engine/retrieval';
import { FIELDS, FIELD_WEIGHTS, type IndexedService, type SearchIndex } from '../engine/search-index';
import { isGeneric } from '../engine/tokenise';
import type { OwnEntry } from './own-index';

/** How well an own scope answers a clause (docs/decisions/0045-ai-learns-own-scopes.md). */
export interface OwnMatch {
  entry: OwnEntry;
  /** The clause's specific words its own wording holds, weighted by the library's IDF: compared with the library's. */
  coverage: number;
  /** Its BM25 score for the clause, on the library's scale: ranks own scopes that cover as much. */
  score: number;
  /** Its title, a section's name or a keyword is in the clause whole ("office move"). */
  hasPhrase: boolean;
  /** A whole phrase of it or two specific words of its title, sections or keywords. */
  isStrong: boolean;
}

const DESCRIPTIVE: readonly (typeof FIELDS)[number][] = ['synonyms', 'name', 'summary'];

/** A word the library never uses weighs as a word one service uses: the own scope is scored as one more service. */
const unknownIdf = (index: SearchIndex) => Math.log(1 + (Math.max(index.services.length, 1) - 1 + 0.5) / (1 + 0.5));

export const idfOf = (index: SearchIndex, term: string): number => index.idf.get(term) ?? unknownIdf(index);

/** The words that ask for particular work: no counts, numbers or generic verbs ("set up", "users"). */
export const specificTerms = (tokens: readonly string[]): string[] => [
  ...new Set(tokens.filter((token) => !isGeneric(token))),
];

const LIBRARY_WORDING = new WeakMap<IndexedService, ReadonlySet<string>>();

/**
 * A library service's own wording — its name, summary and task names, not its synonyms: synonyms are how the
 * engine recognises what work is asked for (vendor names, abbreviations), and the own scope was only considered
 * because it does that same work.
 */
export function libraryWording(indexed: IndexedService): ReadonlySet<string> {
  let words = LIBRARY_WORDING.get(indexed);
  if (!words) {
    words = new Set(
      (['name', 'summary', 'tasks'] as const).flatMap((field) => [...indexed.termFrequency[field].keys()]),
    );
    LIBRARY_WORDING.set(indexed, words);
  }
  return words;
}

/** The IDF weight of the clause's specific words a wording holds. */
export function coverageOf(index: SearchIndex, specific: readonly string[], words: ReadonlySet<string>): number {
  return specific.reduce((sum, term) => (words.has(term) ? sum + idfOf(index, term) : sum), 0);
}

function hasPhrase(phrase: readonly string[], tokens: readonly string[]): boolean {
  if (phrase.length === 1 && isGeneric(phrase[0]!)) return false;
  for (let at = 0; at < tokens.length; at += 1) {
    if (tokens[at] !== phrase[0]) continue;
    const window = tokens.slice(Math.max(0, at - phrase.length), at + phrase.length + 1);
    if (phrase.every((word) => window.includes(word))) return true;
  }
  return false;
}

/**
 * An own scope against a clause (its `coverage` worked out first, as it decides whether to score at all): the
 * engine's BM25 with the library's IDF, field weights, average field lengths, saturation and phrase bonus (title
 * as name, keywords and section names as summary, line names as tasks).
 */
export function scoreOwnEntry(
  index: SearchIndex,
  entry: OwnEntry,
  tokens: readonly string[],
  coverage: number,
): OwnMatch {
  let score = 0;
  let descriptive = 0;
  for (const term of new Set(tokens)) {
    let weighted = 0;
    for (const field of FIELDS) {
      const frequency = entry.termFrequency[field].get(term) ?? 0;
      if (frequency === 0) continue;
      const norm = 1 - BM25.b + (BM25.b * entry.length[field]) / index.averageLength[field];
      weighted += (FIELD_WEIGHTS[field] * frequency) / norm;
    }
    if (weighted === 0) continue;
    const generic = isGeneric(term);
    score +=
      idfOf(index, term) * ((weighted * (BM25.k1 + 1)) / (BM25.k1 + weighted)) * (generic ? BM25.genericFactor : 1);
    if (!generic && DESCRIPTIVE.some((field) => entry.termFrequency[field].has(term))) descriptive += 1;
  }
  const found = entry.phrases.filter((phrase) => hasPhrase(phrase, tokens));
  const longest = Math.max(0, ...found.map((phrase) => phrase.length));
  if (longest > 1) score += BM25.phraseBonusPerToken * longest;
  return {
    entry,
    coverage,
    score,
    hasPhrase: found.length > 0,
    isStrong: found.length > 0 || descriptive >= 2,
  };
}
