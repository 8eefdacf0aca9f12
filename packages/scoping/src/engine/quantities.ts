import type { ScopeUnit } from '@scopewright/domain';
import { foldText } from './normalise';
import { NUMBER_STARTS, parseNumberWords } from './number-words';
import { GIGABYTE_WORDS, SCAN_STOPS, UNIT_BIGRAMS, UNIT_WORDS, VERSION_WORDS } from './units';
import { lexText, type Lexeme } from './lex';

/** A quantity read from the description, with where it was found so it can go to the nearest service. */
export interface FoundQuantity {
  value: number;
  unit: ScopeUnit;
  /** As typed. */
  text: string;
  start: number;
  end: number;
  /** Set for "40-50 users": the engine takes the upper end and says so. */
  range: readonly [number, number] | null;
  /** Set for "2 APs per site × 3 sites": the per-unit value before multiplying. */
  perUnit: { value: number; unit: ScopeUnit } | null;
}

const SCAN_WINDOW = 4;
/** Larger numbers are phone numbers, ids or typos, not counts of anything an MSP scopes. */
const MAX_COUNT = 100_000;

function readNumber(lexemes: readonly Lexeme[], index: number): { value: number; length: number } | null {
  const lexeme = lexemes[index];
  if (!lexeme) return null;
  if (lexeme.kind === 'number') return { value: Number(lexeme.text.replace(/,/g, '')), length: 1 };
  if (lexeme.kind !== 'word' || !NUMBER_STARTS.has(lexeme.text)) return null;
  const words = lexemes.slice(index, index + 6).map((item) => item.text);
  return parseNumberWords(words);
}

function isVersionNumber(lexemes: readonly Lexeme[], index: number): boolean {
  const previous = lexemes[index - 1];
  const current = lexemes[index];
  const adjacent = previous && current && current.start - previous.end <= 1;
  return Boolean(adjacent && previous?.kind === 'word' && VERSION_WORDS.has(previous.text));
}

/** Reads "40-50", "40 to 50" or "between 40 and 50" after the first number; returns the range and length. */
function readRange(lexemes: readonly Lexeme[], index: number, first: { value: number; length: number }) {
  const joiner = lexemes[index + first.length];
  const before = lexemes[index - 1];
  const isJoiner =
    joiner?.text === '-' || joiner?.text === 'to' || (joiner?.text === 'and' && before?.text === 'between');
  if (!isJoiner) return null;
  const second = readNumber(lexemes, index + first.length + 1);
  if (!second || second.value <= first.value) return null;
  return { range: [first.value, second.value] as const, length: first.length + 1 + second.length };
}

function findUnit(lexemes: readonly Lexeme[], from: number): { unit: ScopeUnit; end: number; scale: number } | null {
  let words = 0;
  for (let index = from; index < lexemes.length && words <= SCAN_WINDOW; index += 1) {
    const lexeme = lexemes[index];
    if (!lexeme) break;
    if (lexeme.kind === 'punct') {
      if (lexeme.text === '-' || lexeme.text === '/') continue;
      break;
    }
    if (lexeme.kind === 'number') {
      if (isVersionNumber(lexemes, index)) continue;
      // "48-port", "24-bay": a size, not a count; skip the number, the dash and the word after it.
      if (lexemes[index + 1]?.text === '-') {
        index += 2;
        continue;
      }
      break;
    }
    const next = lexemes[index + 1];
    // "on-premises", "on-prem": a modifier, though "on" alone ends the search.
    if (lexeme.text === 'on' && next?.text === '-') {
      index += 1;
      continue;
    }
    const bigram = next ? UNIT_BIGRAMS[`${lexeme.text} ${next.text}`] : undefined;
    if (bigram) return { unit: bigram, end: index + 1, scale: 1 };
    if (GIGABYTE_WORDS.has(lexeme.text)) return { unit: 'tb', end: index, scale: 0.001 };
    const unit = UNIT_WORDS[lexeme.text];
    const isModifier = next?.kind === 'number' && VERSION_WORDS.has(lexeme.text);
    if (unit && !isModifier) return { unit, end: index, scale: 1 };
    if (SCAN_STOPS.has(lexeme.text)) break;
    words += 1;
  }
  return null;
}

const PER_PATTERNS: readonly (readonly string[])[] = [
  ['per'],
  ['a'],
  ['each'],
  ['at', 'each'],
  ['in', 'each'],
  ['for', 'each'],
  ['at', 'each', 'of', 'the', '#'],
  ['at', 'each', 'of', '#'],
  ['in', 'each', 'of', 'the', '#'],
  ['in', 'each', 'of', '#'],
  ['for', 'each', 'of', 'the', '#'],
  ['for', 'each', 'of', '#'],
];

/** "per site", "at each site", "at each of the 3 sites": the unit the count is multiplied by. */
function readPerTarget(lexemes: readonly Lexeme[], from: number): { unit: ScopeUnit; end: number } | null {
  for (const pattern of PER_PATTERNS) {
    let index = from;
    const matches = pattern.every((word) => {
      const lexeme = lexemes[index];
      if (!lexeme) return false;
      if (word === '#') {
        const number = readNumber(lexemes, index);
        index += number?.length ?? 0;
        return Boolean(number);
      }
      index += 1;
      return lexeme.text === word;
    });
    const unit = matches ? UNIT_WORDS[lexemes[index]?.text ?? ''] : undefined;
    if (unit) return { unit, end: index };
  }
  return null;
}

/** Words that are the same in the singular and the plural, or measures: "12 staff", "2 TB". */
const MASS_NOUNS = new Set(['staff', 'people', 'ppl', 'headcount', 'tb', 'tib', 'gb', 'terabyte', 'gigabyte']);

/**
 * "SBS 2011 server", "a 2019 host": a number above one before a singular noun is a version or a year, unless
 * joined to it as an adjective ("a 50-seat firm", "12-person office").
 */
function isVersionLike(lexemes: readonly Lexeme[], from: number, nounIndex: number, value: number): boolean {
  const noun = lexemes[nounIndex]?.text ?? '';
  // "18 of them" counts the noun before it (unitBefore).
  if (value <= 1 || MASS_NOUNS.has(noun) || noun.endsWith('s') || noun === 'them') return false;
  return lexemes[from]?.text !== '-';
}

function roundValue(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * "All our macs (18 of them)", "the laptops, 30 of them": the count names the unit just before it. The unit's
 * position is the number's own, so the count is quoted as typed.
 */
function unitBefore(lexemes: readonly Lexeme[], index: number, length: number) {
  if (lexemes[index + length]?.text !== 'of' || lexemes[index + length + 1]?.text !== 'them') return null;
  for (let back = index - 1; back >= Math.max(0, index - 3); back -= 1) {
    const unit = UNIT_WORDS[lexemes[back]?.text ?? ''];
    if (unit) return { unit, end: index + length + 1, scale: 1 };
  }
  return null;
}

/** People named by their role after a head count ("8 clinicians plus 2 admin"): the same team, counted together. */
const ROLE_AFTER =
  /^\s*(?:plus|and|\+|&)\s+(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:admins?|administrators?|managers?|partners?|owners?|receptionists?|assistants?|interns?|techs?|technicians?|bookkeepers?|paralegals?|hygienists?|office staff)\b/;
/** "200 staff plus 900 students": people the work serves in another way, not more of the same team. */
const OTHER_POPULATIONS = /\b(students|teachers|members|volunteers|accounts|licen[cs]es|seats)\b/;
const SMALL_NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * "8 clinicians plus 2 admin", "20 staff and 3 contractors": one head count. A count of people followed by more
 * people (a role, or another count of people) takes their sum and quotes both.
 */
function mergePeople(description: string, found: (FoundQuantity & { perTarget: ScopeUnit | null })[]): void {
  // Offsets in the folded text are offsets in the description (foldText maps character for character).
  const folded = foldText(description);
  for (let index = 0; index < found.length; index += 1) {
    const quantity = found[index]!;
    if (quantity.unit !== 'users' || quantity.range) continue;
    const next = found[index + 1];
    const between = folded.slice(quantity.end, next?.start ?? quantity.end);
    if (
      next &&
      next.unit === 'users' &&
      !next.range &&
      /^\s*(?:plus|and|\+|&)\s*$/.test(between) &&
      !OTHER_POPULATIONS.test(next.text.toLowerCase())
    ) {
      quantity.value += next.value;
      quantity.end = next.end;
      quantity.text = description.slice(quantity.start, quantity.end);
      found.splice(index + 1, 1);
      continue;
    }
    const role = ROLE_AFTER.exec(folded.slice(quantity.end));
    if (!role) continue;
    const added = /^\d+$/.test(role[1]!) ? Number(role[1]) : SMALL_NUMBERS.indexOf(role[1]!);
    quantity.value += added;
    quantity.end += role[0].length;
    quantity.text = description.slice(quantity.start, quantity.end);
  }
}

const WRITER = new Set(['me', 'myself']);
const JOINED = new Set(['plus', 'and', '+']);

/** "me plus" or "myself and" just before a count of people. */
function writerBefore(lexemes: readonly Lexeme[], index: number): boolean {
  return JOINED.has(lexemes[index - 1]?.text ?? '') && WRITER.has(lexemes[index - 2]?.text ?? '');
}

/** Every quantity in the description, in the order typed; "per site" values are multiplied out. */
export function extractQuantities(description: string): FoundQuantity[] {
  const lexemes = lexText(foldText(description));
  const found: (FoundQuantity & { perTarget: ScopeUnit | null })[] = [];
  let index = 0;
  while (index < lexemes.length) {
    const number = isVersionNumber(lexemes, index) ? null : readNumber(lexemes, index);
    if (!number) {
      index += 1;
      continue;
    }
    const range = readRange(lexemes, index, number);
    const length = range?.length ?? number.length;
    const unit = findUnit(lexemes, index + length) ?? unitBefore(lexemes, index, length);
    if (!unit) {
      index += length;
      continue;
    }
    // "Me plus 3 employees", "myself and 2 staff": the writer is one of the people too.
    const withWriter = unit.unit === 'users' && !range && writerBefore(lexemes, index);
    const value = roundValue((range ? range.range[1] : number.value) * unit.scale) + (withWriter ? 1 : 0);
    if (isVersionLike(lexemes, index + length, unit.end, value)) {
      index += length;
      continue;
    }
    if (!Number.isFinite(value) || value > MAX_COUNT) {
      index = unit.end + 1;
      continue;
    }
    const per = readPerTarget(lexemes, unit.end + 1);
    const perTarget = per?.unit ?? null;
    const last = lexemes[per ? per.end : unit.end];
    const from = withWriter ? index - 2 : range && lexemes[index - 1]?.text === 'between' ? index - 1 : index;
    const start = lexemes[from]?.start ?? 0;
    const end = last?.end ?? start;
    found.push({
      value,
      unit: unit.unit,
      text: description.slice(start, end),
      start,
      end,
      range: range?.range ?? null,
      perUnit: null,
      perTarget,
    });
    index = unit.end + 1;
  }
  mergePeople(description, found);
  return found.map(({ perTarget, ...quantity }) => {
    const candidates = found.filter(
      (other) => other.unit === perTarget && other.unit !== quantity.unit && !other.perTarget,
    );
    const target = candidates.find((other) => other.start > quantity.start) ?? candidates[0];
    if (!target) return quantity;
    return {
      ...quantity,
      value: roundValue(quantity.value * target.value),
      text: target.start < quantity.end ? quantity.text : `${quantity.text} × ${target.text}`,
      perUnit: { value: quantity.value, unit: perTarget as ScopeUnit },
    };
  });
}
