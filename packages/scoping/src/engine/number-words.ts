const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000 };

/** Ordinals in refinements: "add a third site" means three sites. */
export const ORDINALS: Record<string, number> = {
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};

/** Fixed phrases, longest first: each word sequence and the number it means. */
const PHRASES: readonly (readonly [readonly string[], number])[] = [
  [['half', 'a', 'dozen'], 6],
  [['a', 'couple', 'of'], 2],
  [['a', 'pair', 'of'], 2],
  [['a', 'dozen'], 12],
  [['a', 'couple'], 2],
  [['a', 'few'], 3],
  [['a', 'handful', 'of'], 4],
  [['a', 'single'], 1],
  [['dozen'], 12],
  [['single'], 1],
];

/** Words a written number can start with: only these are worth parsing. */
export const NUMBER_STARTS: ReadonlySet<string> = new Set([
  ...Object.keys(UNITS),
  ...Object.keys(TENS),
  ...PHRASES.map(([phrase]) => phrase[0] ?? ''),
]);

export interface ParsedNumber {
  value: number;
  /** Number of words consumed. */
  length: number;
}

/** Reads a number written in words at the start of `words` ("twenty - five", "a dozen", "two hundred"). */
export function parseNumberWords(words: readonly string[]): ParsedNumber | null {
  for (const [phrase, value] of PHRASES) {
    if (phrase.every((word, index) => words[index] === word)) return { value, length: phrase.length };
  }
  let total = 0;
  let current = 0;
  let length = 0;
  let seen = false;
  while (length < words.length) {
    const word = words[length] ?? '';
    const next = words[length + 1] ?? '';
    if (word in UNITS) current += UNITS[word] ?? 0;
    else if (word in TENS) current += TENS[word] ?? 0;
    else if (word in SCALES && seen) {
      const scale = SCALES[word] ?? 1;
      if (scale === 1000) {
        total += (current || 1) * 1000;
        current = 0;
      } else current = (current || 1) * scale;
    } else if ((word === '-' || word === 'and') && seen && (next in UNITS || next in TENS)) {
      length += 1;
      continue;
    } else if (word === 'dozen' && seen) current *= 12;
    else break;
    seen = true;
    length += 1;
  }
  return seen ? { value: total + current, length } : null;
}
