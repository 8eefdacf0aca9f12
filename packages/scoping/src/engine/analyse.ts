import type { ServiceDefinition } from '@scopewright/domain';
import { splitClauses, type Clause } from './clauses';
import { findAgeingKit } from './ageing-kit';
import { ORDINALS } from './number-words';
import { RETRIEVAL_TUNING, findClientPhrases, pickServices, rankServices, type ServiceMatch } from './retrieval';
import { getSearchIndex, type SearchIndex } from './search-index';
import { isGeneric, tokenise } from './tokenise';
import { tokeniseCorrected } from './typos';
import { GIGABYTE_WORDS, UNIT_BIGRAMS, UNIT_WORDS } from './units';
import type { ChosenService } from './build-lines';

export interface ClauseAnalysis {
  clause: Clause;
  tokens: string[];
  ranked: ServiceMatch[];
  picked: ServiceMatch[];
}

const COUNT_WORDS = [
  ...Object.keys(UNIT_WORDS),
  ...Object.keys(UNIT_BIGRAMS).flatMap((bigram) => bigram.split(' ')),
  ...Object.keys(ORDINALS),
  ...GIGABYTE_WORDS,
  ...'one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand dozen couple few pair single half another extra additional instead total'.split(
    ' ',
  ),
];
const COUNT_STEMS = new Set(COUNT_WORDS.flatMap(tokenise));

/** Tokens that say what work is wanted, beyond counts, numbers and generic verbs. */
export const contentTokens = (tokens: readonly string[]): string[] =>
  tokens.filter((token) => !/^\d/.test(token) && !isGeneric(token) && !COUNT_STEMS.has(token));

/**
 * "We have the on-prem domain synced to 365", "we already pay for zoom for meetings": what the client has, told
 * as background. Such a clause asks for nothing unless it also names a problem or a change.
 */
const HAS =
  /^\s*(?:and\s+|but\s+|so\s+)?(?:we|i)(?:'ve| have)?\s+(?:already\s+|currently\s+|also\s+)?(?:have|use|run|got|pay for|are on|'re on|re on|are using|'re using|have been using)\b/i;
const CHANGE =
  /\b(need|want|replac\w*|upgrad\w*|migrat\w*|mov(e|ing)|switch\w*|broke\w*|fail\w*|old|slow|issue|problem|error\w*|expir\w*|fix|down|dying|dead|ancient|end of life|eol|out of (support|warranty)|not working|doesn'?t work|can'?t|cannot|never|no one|nobody|full|stolen|hack\w*|lost|no|zero|clue|idea|problem|mess|question|concern\w*|worried|scared|those|these|can (we|you|i)|could (we|you)|should we|how (do|can|would)|would like|is (it|there))\b/i;
const isBackground = (text: string) => HAS.test(text) && !CHANGE.test(text);
/** A clause that asks for work in so many words ("deploy …", "set up …", "we need …"). */
const ASKS =
  /\b(deploy|set ?up|install|configure|roll ?out|implement|build|onboard|create|enable|migrat\w*|replac\w*|upgrad\w*|move|needs?|wants?|help|can (we|you|i)|could (we|you)|is there|how (do|can|should)|should we|would like|looking (for|to)|get rid)\b/i;

export function analyseDescription(description: string, library: readonly ServiceDefinition[]): ClauseAnalysis[] {
  const index = getSearchIndex(library);
  const chosen = new Set<string>();
  const analyses = splitClauses(description, index.keepWhole).map((clause) => {
    const tokens = tokeniseCorrected(index, clause.text);
    const ranked = rankServices(index, tokens);
    const picked = isBackground(clause.text) ? [] : pickServices(index, tokens, ranked, chosen);
    for (const match of picked) chosen.add(match.indexed.service.id);
    return { clause, tokens, ranked, picked };
  });
  addSentencePicks(description, index, analyses, chosen);
  if (chosen.size === 0) addWholeDescriptionPick(description, index, analyses);
  dropPassingMentions(description, analyses, chosen);
  // A clause nothing answered may be part of a service asked for later ("Document the network and set up IT Glue").
  return analyses.map((analysis) => {
    if (analysis.picked.length > 0) return analysis;
    const strongest = analysis.ranked.find((match) => match.isStrong)?.score ?? 0;
    const later = analysis.ranked.find(
      (match) =>
        chosen.has(match.indexed.service.id) &&
        match.score >= RETRIEVAL_TUNING.understood &&
        match.score >= strongest * RETRIEVAL_TUNING.explainedByEarlier,
    );
    return later ? { ...analysis, picked: [later] } : analysis;
  });
}

const SENTENCE = /[^.!?\n]+/g;

/** The clause holding most of `words` (the first on a tie): where a pick made over a wider text is anchored. */
function clauseHolding(analyses: readonly ClauseAnalysis[], words: readonly string[]): ClauseAnalysis | undefined {
  const held = (analysis: ClauseAnalysis) => words.filter((word) => analysis.tokens.includes(word)).length;
  return [...analyses].sort((a, b) => held(b) - held(a))[0];
}

/** The first clause saying some kit is old or failing, with the service that replaces it (ageing-kit.ts). */
function findAgeingKitClause(index: SearchIndex, clauses: readonly ClauseAnalysis[], chosen: ReadonlySet<string>) {
  for (const home of clauses) {
    const kit = findAgeingKit(index, home.clause.text, home.tokens);
    if (!kit || chosen.has(kit.indexed.service.id)) continue;
    const match = home.ranked.find((ranked) => ranked.indexed === kit.indexed);
    if (match) return { home, match };
  }
  return undefined;
}

/**
 * A client's complaint often spreads over clauses ("staff are on youtube and random sketchy sites … can we block
 * that stuff"): a sentence whose clauses picked nothing is also read whole against the services' client phrases,
 * and the best service a phrase finds there joins the clause holding most of the phrase's words.
 */
function addSentencePicks(
  description: string,
  index: SearchIndex,
  analyses: ClauseAnalysis[],
  chosen: Set<string>,
): void {
  for (const sentence of description.matchAll(SENTENCE)) {
    const start = sentence.index;
    const end = start + sentence[0].length;
    const inSentence = analyses.filter((a) => a.clause.start >= start && a.clause.start < end);
    // A sentence that named its work already says what it wants; one that tells what the client has asks nothing.
    if (inSentence.some((a) => a.picked.length > 0) || isBackground(sentence[0])) continue;
    const tokens = tokeniseCorrected(index, sentence[0]);
    const hits = new Map(findClientPhrases(index, tokens).map(([indexed, found]) => [indexed.service.id, found]));
    const ranked = rankServices(index, tokens);
    const phraseBest = ranked.find(
      (match) =>
        hits.has(match.indexed.service.id) &&
        !chosen.has(match.indexed.service.id) &&
        match.score >= RETRIEVAL_TUNING.minScore,
    );
    const kit = phraseBest ? undefined : findAgeingKitClause(index, inSentence, chosen);
    const best = phraseBest ?? kit?.match;
    if (!best) continue;
    const home = kit?.home ?? clauseHolding(inSentence, hits.get(best.indexed.service.id) ?? []);
    if (!home) continue;
    home.picked = [...home.picked, best];
    chosen.add(best.indexed.service.id);
  }
}

/** A description that named no service but shares this much specific vocabulary with one is asking for it. */
const WHOLE_TEXT = { minScore: 6, minSpecificTerms: 2 };

/**
 * Real IT work described only by its circumstances ("staff are on youtube and random sketchy sites all day …
 * can we block that"): when no clause and no sentence picked a service, the whole description is ranked at once
 * and its best service is taken if it shares two specific words and scores well. Small talk shares neither.
 */
function addWholeDescriptionPick(description: string, index: SearchIndex, analyses: ClauseAnalysis[]): void {
  const tokens = tokeniseCorrected(index, description);
  const best = rankServices(index, tokens)[0];
  if (!best || best.score < WHOLE_TEXT.minScore) return;
  const specific = best.matched.filter((term) => !isGeneric(term));
  if (specific.length < WHOLE_TEXT.minSpecificTerms) return;
  const home = clauseHolding(analyses, specific);
  if (home) home.picked = [best];
}

/** A service found on one specific word and this far below the description's main request is a passing mention. */
const PASSING_MENTION = 0.4;

/**
 * "Our passwords expire every 60 days and the helpdesk (me) gets 15 calls a week … can people reset their own
 * passwords?": the request is the self-service reset; "helpdesk" and "passwords" alone, scored far below it,
 * are the story around it, not a PSA set-up and a passwordless roll-out.
 */
function dropPassingMentions(description: string, analyses: ClauseAnalysis[], chosen: Set<string>): void {
  // "Deploy 25 laptops with Autopilot and Intune": a clause asks when its sentence does.
  const sentences = [...description.matchAll(SENTENCE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    asks: ASKS.test(match[0]),
  }));
  const best = new Map<string, { match: ServiceMatch; asks: boolean }>();
  for (const analysis of analyses) {
    const at = analysis.clause.start;
    const asks = sentences.some((sentence) => sentence.asks && at >= sentence.start && at < sentence.end);
    for (const match of analysis.picked) {
      const id = match.indexed.service.id;
      const seen = best.get(id);
      if (!seen || match.score > seen.match.score) best.set(id, { match, asks: asks || Boolean(seen?.asks) });
      else if (asks) seen.asks = true;
    }
  }
  const top = Math.max(0, ...[...best.values()].map(({ match }) => match.score));
  const passing = new Set(
    [...best]
      .filter(
        ([, { match, asks }]) =>
          !asks && contentTokens(match.matched).length <= 1 && match.score < top * PASSING_MENTION,
      )
      .map(([id]) => id),
  );
  if (passing.size === 0 || passing.size === best.size) return;
  for (const analysis of analyses) {
    analysis.picked = analysis.picked.filter((match) => !passing.has(match.indexed.service.id));
  }
  for (const id of passing) chosen.delete(id);
}

/** Services picked by any clause, in the order first asked for, each with its best score and that clause. */
export function collectChosen(analyses: readonly ClauseAnalysis[]): ChosenService[] {
  const chosen = new Map<string, ChosenService>();
  for (const { clause, picked } of analyses) {
    for (const match of picked) {
      const id = match.indexed.service.id;
      const existing = chosen.get(id);
      const anchor = { start: clause.start, end: clause.end };
      if (!existing) chosen.set(id, { service: match.indexed.service, anchor, score: match.score });
      else if (match.score > existing.score) chosen.set(id, { ...existing, anchor, score: match.score });
    }
  }
  return [...chosen.values()];
}

/** Clauses that asked for something but matched no service, quoted back (long ones shortened). */
export function listNotUnderstood(analyses: readonly ClauseAnalysis[]): string[] {
  return analyses
    .filter((analysis) => analysis.picked.length === 0 && contentTokens(analysis.tokens).length > 0)
    .map(({ clause }) => (clause.text.length > 160 ? `${clause.text.slice(0, 157)}…` : clause.text));
}
