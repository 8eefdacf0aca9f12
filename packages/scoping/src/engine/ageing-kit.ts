import type { IndexedService, SearchIndex } from './search-index';

/** Old, failing or out of support, as clients say it ("six years old", "from 2012", "on its last legs"). */
const AGEING =
  /\b(ancient|ageing|aging|outdated|obsolete|dying|dead|died|failing|end[- ]of[- ]life|eol|out of support|unsupported|out of warranty|last legs|(\d+|two|three|four|five|six|seven|eight|nine|ten) (years?|yrs?) old|from (19|20)\d\d|old)\b/;

/** The text says something is old, failing or out of support. */
export const isAgeing = (text: string): boolean => AGEING.test(text.toLowerCase());

const holds = (tokens: readonly string[], noun: readonly string[]) =>
  tokens.some((_, at) => noun.every((word, offset) => tokens[at + offset] === word));

/**
 * A sentence that says some kit is old or failing ("our sales team laptops are 6 years old and the batteries are
 * dead") asks for the service that replaces it (`ServiceDefinition.replaces`); the longest kit named wins
 * ("accounting server" over "server"), then library order.
 */
export function findAgeingKit(
  index: SearchIndex,
  text: string,
  tokens: readonly string[],
): { indexed: IndexedService; tokens: readonly string[] } | undefined {
  if (!isAgeing(text)) return undefined;
  return index.kit.find((entry) => holds(tokens, entry.tokens));
}
