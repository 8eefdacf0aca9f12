import { foldText } from './normalise';

export interface Clause {
  /** As typed, trimmed. */
  text: string;
  start: number;
  end: number;
}

const SEPARATOR =
  /[.;:!?](?=\s|$)|[\n,&]|\s(?:and then|and also|and|then|also|as well as|followed by|after that|afterwards)(?=\s)/g;

const JOINING_WORD = /^(?:and|then|also|and then|and also)$/i;

function protectedRanges(folded: string, phrases: readonly string[]): [number, number][] {
  const ranges: [number, number][] = [];
  for (const phrase of phrases) {
    let at = folded.indexOf(phrase);
    while (at >= 0) {
      ranges.push([at, at + phrase.length]);
      at = folded.indexOf(phrase, at + 1);
    }
  }
  for (const match of folded.matchAll(/\bbetween\s+\S+\s+and\s+\S+|\b\w+ hundred and \w+/g)) {
    ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

/**
 * Splits a description into clauses at sentence punctuation, commas and joining words ("and", "then"), so
 * "migrate X and set up Intune" is two requests; phrases that contain "and" ("backup and disaster recovery")
 * are kept whole.
 */
export function splitClauses(description: string, keepWhole: readonly string[] = []): Clause[] {
  const folded = foldText(description);
  const ranges = protectedRanges(folded, keepWhole);
  const clauses: Clause[] = [];
  let from = 0;
  const push = (to: number) => {
    const raw = description.slice(from, to);
    const leading = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (/[a-z0-9]/i.test(text) && !JOINING_WORD.test(text))
      clauses.push({ text, start: from + leading, end: from + leading + text.length });
  };
  for (const match of folded.matchAll(SEPARATOR)) {
    const at = match.index;
    if (ranges.some(([start, end]) => at >= start && at < end)) continue;
    push(at);
    from = at + match[0].length;
  }
  push(folded.length);
  return clauses;
}
