import type { SearchIndex } from './search-index';
import { ALIASES } from './synonyms';
import { isGeneric, isStopword, rawWords, stem, tokeniseSpelled } from './tokenise';

/**
 * Misspelt product and vendor names ("sharepiont", "outlok", "intnue", "microsft"): a word the library never uses
 * is read as the one word of a service name, synonym or alias it is a single edit away from (a letter added,
 * dropped or changed, or two neighbours swapped) that keeps its first letter ("miles" is not "files"). Only words of five letters or more, only towards the words
 * clients name products with, and only when exactly one such word is that close, so an ordinary word is never
 * turned into a product. Corrected as typed, before aliases ("microsft 365" → "microsoft 365" → one token).
 */
const MIN_LENGTH = 5;
const MEMO_LIMIT = 20_000;

interface Vocabulary {
  /** Every word the library's text uses, as typed: those are spelt as the library spells them. */
  known: ReadonlySet<string>;
  /** Words of names, synonyms and aliases, by length: what a misspelling may be read as. */
  byLength: ReadonlyMap<number, readonly string[]>;
  corrected: Map<string, string | null>;
}

const CACHE = new WeakMap<SearchIndex, Vocabulary>();
const isWord = (word: string) => word.length >= MIN_LENGTH && /^[a-z]+$/.test(word);

function vocabularyOf(index: SearchIndex): Vocabulary {
  let vocabulary = CACHE.get(index);
  if (!vocabulary) {
    const names = new Set([
      ...index.services.flatMap(({ service }) => [service.name, ...service.synonyms].flatMap(rawWords)),
      ...Object.values(ALIASES).flat().flatMap(rawWords),
    ]);
    const known = new Set([
      ...names,
      ...index.services.flatMap(({ service }) =>
        [service.summary, ...service.clientPhrases, ...service.tasks.map((task) => task.name)].flatMap(rawWords),
      ),
    ]);
    const byLength = new Map<number, string[]>();
    for (const word of [...names].filter(isWord))
      byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
    vocabulary = { known, byLength, corrected: new Map() };
    CACHE.set(index, vocabulary);
  }
  return vocabulary;
}

/** True when `a` becomes `b` with one insertion, deletion, substitution or swap of neighbours. */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  return longer.slice(i + 1) === shorter.slice(i);
}

/** Everyday words one edit from a product name ("project" / "protect", "stuff" / "staff"): never misspellings. */
const EVERYDAY = new Set(['stuff', 'thing', 'things', 'guys', 'folks', 'lots', 'stores', 'store']);

function spell(vocabulary: Vocabulary, word: string): string {
  if (vocabulary.known.has(word) || !isWord(word) || isStopword(word)) return word;
  if (EVERYDAY.has(word) || isGeneric(stem(word))) return word;
  let fixed = vocabulary.corrected.get(word);
  if (fixed === undefined) {
    const candidates = [word.length - 1, word.length, word.length + 1]
      .flatMap((length) => vocabulary.byLength.get(length) ?? [])
      .filter((name) => name[0] === word[0] && isOneEditApart(word, name));
    fixed = candidates.length === 1 ? candidates[0]! : null;
    // Descriptions are arbitrary text: the memo of words seen stays bounded.
    if (vocabulary.corrected.size >= MEMO_LIMIT) vocabulary.corrected.clear();
    vocabulary.corrected.set(word, fixed);
  }
  return fixed ?? word;
}

/** tokenise(), with words the library never uses read as the product or vendor name they misspell, if one fits. */
export function tokeniseCorrected(index: SearchIndex, text: string): string[] {
  const vocabulary = vocabularyOf(index);
  return tokeniseSpelled(text, (word) => spell(vocabulary, word));
}
