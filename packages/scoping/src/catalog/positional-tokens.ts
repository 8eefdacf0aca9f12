import { americanise, foldText } from '../engine/normalise';
import { matchAliasAt } from '../engine/synonyms';
import { isStopword, stem } from '../engine/tokenise';

/** A search token with where it was typed, so a catalog match can be quoted and bound to the nearest count. */
export interface PositionalToken {
  token: string;
  start: number;
  end: number;
}

/** The tokeniser's tokens (aliases, stop words, stems) with offsets into the text as typed. */
export function tokeniseWithOffsets(text: string): PositionalToken[] {
  const words = [...foldText(text).matchAll(/[a-z0-9]+/g)].map((match) => ({
    // "IT" typed in capitals is information technology (tokenise.ts rawWords), not the pronoun.
    word: text.slice(match.index, match.index + 2) === 'IT' && match[0] === 'it' ? 'infotech' : americanise(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
  const plain = words.map((item) => item.word);
  const tokens: PositionalToken[] = [];
  let index = 0;
  while (index < words.length) {
    const hit = matchAliasAt(plain, index);
    const length = hit?.length ?? 1;
    const first = words[index]!;
    const last = words[index + length - 1]!;
    const word = hit?.canonical ?? first.word;
    if (hit || !isStopword(word)) tokens.push({ token: hit ? word : stem(word), start: first.start, end: last.end });
    index += length;
  }
  return tokens;
}
