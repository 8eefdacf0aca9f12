import type { IndexedService, SearchIndex } from './search-index';
import { FIELDS, FIELD_WEIGHTS } from './search-index';
import { isGeneric } from './tokenise';

const K1 = 1.2;
const B = 0.5;
const GENERIC_FACTOR = 0.35;
const PHRASE_BONUS_PER_TOKEN = 1.5;

/** The ranking's constants, for scoring other documents on the same scale (the workspace's own scopes). */
export const BM25 = {
  k1: K1,
  b: B,
  genericFactor: GENERIC_FACTOR,
  phraseBonusPerToken: PHRASE_BONUS_PER_TOKEN,
} as const;

export interface ServiceMatch {
  indexed: IndexedService;
  score: number;
  /** True when the match rests on more than generic words: a whole synonym or name, or two specific words. */
  isStrong: boolean;
  /** The clause's terms this service accounts for. */
  matched: readonly string[];
}

/** Tuned on the benchmark: below minScore a clause names nothing we sell; relative keeps near-ties. */
export const RETRIEVAL_TUNING = {
  minScore: 3,
  relative: 0.5,
  explainedByEarlier: 0.8,
  maxPerClause: 3,
  understood: 2,
};

/**
 * Names and synonyms found whole in the tokens, per service, in any order within a short window ("move our
 * office" finds "office move"). A single generic word ("set up") is never a phrase.
 */
function findPhrases(index: SearchIndex, tokens: readonly string[]): Map<IndexedService, (readonly string[])[]> {
  const hits = new Map<IndexedService, (readonly string[])[]>();
  const pairs = new Map<IndexedService, readonly string[]>();
  const seen = new Set<readonly string[]>();
  tokens.forEach((token, at) => {
    for (const { indexed, phrase } of index.phrasesByToken.get(token) ?? []) {
      if (seen.has(phrase) || (phrase.length === 1 && isGeneric(token))) continue;
      const window = tokens.slice(Math.max(0, at - phrase.length), at + phrase.length + 1);
      if (!phrase.every((word) => window.includes(word))) {
        const pair = adjacentPair(index, phrase, tokens, at);
        if (pair && !pairs.has(indexed)) pairs.set(indexed, pair);
        continue;
      }
      seen.add(phrase);
      hits.set(indexed, [...(hits.get(indexed) ?? []), phrase]);
    }
  });
  for (const [indexed, hit] of findClientPhrases(index, tokens)) hits.set(indexed, [...(hits.get(indexed) ?? []), hit]);
  // Part of a name only speaks for a service nothing else in the text named.
  for (const [indexed, pair] of pairs) if (!hits.has(indexed)) hits.set(indexed, [pair]);
  return hits;
}

/**
 * Two neighbouring words of a longer name, side by side in the text, one of them a word few services' names use
 * ("basic security training" holds "security … training" of "security awareness training", where "training"
 * names little else; "Microsoft 365 Business" says nothing of "… Business Voice"): part of the name, a phrase of two.
 */
const PAIR_SPREAD = 3;

function adjacentPair(
  index: SearchIndex,
  phrase: readonly string[],
  tokens: readonly string[],
  at: number,
): readonly string[] | undefined {
  const [word, next] = [tokens[at]!, tokens[at + 1]];
  if (phrase.length < 3 || next === undefined) return undefined;
  const isTelling = (token: string) => !isGeneric(token) && (index.nameSpread.get(token) ?? 0) <= PAIR_SPREAD;
  if (!isTelling(word) && !isTelling(next)) return undefined;
  const position = phrase.indexOf(word);
  // The name's head noun must be one of the two: "shop floor" is not "shop floor Wi-Fi".
  const holdsHead = next === phrase[phrase.length - 1];
  return holdsHead && phrase.slice(position + 1).includes(next) && phrase.indexOf(next) <= position + 2
    ? [word, next]
    : undefined;
}

/**
 * A client phrase ("the wifi in the warehouse keeps dropping") found anywhere in the clause: at least two of its
 * specific words and half of them, one of which says what is wrong ("wifi", not only "keeps" and "dropping").
 * Yields the words found, which count as a phrase of that length.
 */
export function findClientPhrases(
  index: SearchIndex,
  tokens: readonly string[],
): [IndexedService, readonly string[]][] {
  const present = new Set(tokens);
  const seen = new Set<readonly string[]>();
  const hits: [IndexedService, readonly string[]][] = [];
  for (const token of present) {
    for (const { indexed, phrase } of index.clientPhrasesByToken.get(token) ?? []) {
      if (seen.has(phrase)) continue;
      seen.add(phrase);
      const found = phrase.filter((word) => present.has(word));
      if (found.length < 2 || found.length * 2 < phrase.length) continue;
      if (found.every((word) => index.complaintWords.has(word))) continue;
      hits.push([indexed, found]);
    }
  }
  return hits;
}

function scoreService(
  index: SearchIndex,
  indexed: IndexedService,
  terms: readonly string[],
  phrases: readonly (readonly string[])[],
): ServiceMatch {
  let score = 0;
  let strongTerms = 0;
  const matched: string[] = [];
  for (const term of terms) {
    let weighted = 0;
    for (const field of FIELDS) {
      const frequency = indexed.termFrequency[field].get(term) ?? 0;
      if (frequency === 0) continue;
      const norm = 1 - B + (B * indexed.length[field]) / index.averageLength[field];
      weighted += (FIELD_WEIGHTS[field] * frequency) / norm;
    }
    if (weighted === 0) continue;
    matched.push(term);
    const generic = isGeneric(term);
    score += (index.idf.get(term) ?? 0) * ((weighted * (K1 + 1)) / (K1 + weighted)) * (generic ? GENERIC_FACTOR : 1);
    // Task names are weak evidence: every service has a "test" or a "review".
    const isDescriptive =
      indexed.termFrequency.synonyms.has(term) ||
      indexed.termFrequency.name.has(term) ||
      indexed.termFrequency.summary.has(term);
    if (!generic && isDescriptive) strongTerms += 1;
  }
  const longest = Math.max(0, ...phrases.map((phrase) => phrase.length));
  if (longest > 1) score += PHRASE_BONUS_PER_TOKEN * longest;
  // A whole synonym or name ("Intune", "Google Workspace") is a request; one word of "previous MSP" is not.
  return { indexed, score, isStrong: phrases.length > 0 || strongTerms >= 2, matched };
}

function scoreAll(
  index: SearchIndex,
  tokens: readonly string[],
  explained: ReadonlySet<string> = new Set(),
  isBroad = false,
): ServiceMatch[] {
  const terms = [...new Set(tokens)].filter((term) => !explained.has(term));
  const phrases = findPhrases(index, tokens);
  // A phrase still speaks for a service while one of its words that says what is unexplained: a word of the
  // service's own name or synonyms ("file" for the file server migration), or one that is not only how bad ("keeps").
  for (const [indexed, found] of phrases) {
    const says = (word: string) =>
      !index.complaintWords.has(word) || indexed.phrases.some((phrase) => phrase.includes(word));
    const open = found.filter((phrase) =>
      phrase.some((word) => !explained.has(word) && (explained.size === 0 || says(word))),
    );
    if (open.length) phrases.set(indexed, open);
    else phrases.delete(indexed);
  }
  // Only a specific word or a whole phrase can make a match strong, so services sharing only generic words are skipped.
  const specific = isBroad ? terms : terms.filter((term) => !isGeneric(term));
  const candidates = new Set([...specific.flatMap((term) => index.servicesByTerm.get(term) ?? []), ...phrases.keys()]);
  return [...candidates].map((indexed) => scoreService(index, indexed, terms, phrases.get(indexed) ?? []));
}

/**
 * Every service's score for a clause's tokens, best first (library order breaks ties). Only services sharing a
 * specific word are scored unless `isBroad` (the LLM's grounding wants near misses too).
 */
export function rankServices(index: SearchIndex, tokens: readonly string[], isBroad = false): ServiceMatch[] {
  return scoreAll(index, tokens, new Set(), isBroad)
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score || a.indexed.position - b.indexed.position);
}

/**
 * The services a clause asks for, greedily: the best strong match, then the best match on the terms the
 * services picked so far do not explain ("M365 migration" does not also pick "M365 backup"), a few at most.
 */
export function pickServices(
  index: SearchIndex,
  tokens: readonly string[],
  ranked: readonly ServiceMatch[],
  alreadyChosen: ReadonlySet<string> = new Set(),
): ServiceMatch[] {
  const isEligible = (match: ServiceMatch) => match.isStrong && match.score >= RETRIEVAL_TUNING.minScore;
  const best = ranked.find(isEligible) ?? ranked[0];
  if (!best) return [];
  // A service asked for earlier that fits this clause nearly as well explains it ("… and remove the old antivirus").
  const earlier = ranked.find(
    (match) =>
      alreadyChosen.has(match.indexed.service.id) && match.score >= best.score * RETRIEVAL_TUNING.explainedByEarlier,
  );
  const first = earlier ?? (isEligible(best) ? best : undefined);
  if (!first) return [];
  const picked = [first];
  const explained = new Set(first.matched);
  while (picked.length < RETRIEVAL_TUNING.maxPerClause) {
    if (!tokens.some((term) => !explained.has(term) && !isGeneric(term))) break;
    const residual = new Map(scoreAll(index, tokens, explained).map((match) => [match.indexed, match]));
    const next = ranked
      .filter((match) => !picked.includes(match) && match.score >= first.score * RETRIEVAL_TUNING.relative)
      .map((match) => ({ match, residual: residual.get(match.indexed) }))
      .filter((item): item is { match: ServiceMatch; residual: ServiceMatch } =>
        Boolean(item.residual && isEligible(item.residual)),
      )
      .sort((a, b) => b.residual.score - a.residual.score || a.match.indexed.position - b.match.indexed.position)[0];
    if (!next) break;
    picked.push(next.match);
    for (const term of next.residual.matched) explained.add(term);
  }
  return picked;
}
