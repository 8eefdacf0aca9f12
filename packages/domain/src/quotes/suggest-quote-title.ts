/** The longest title the wizard suggests (the quote title itself may hold 200 characters). */
export const SUGGESTED_TITLE_MAX = 100;

const LEAD_INS: readonly RegExp[] = [
  /^(hi|hello|hey)( there| team| all)?[,!.:\s-]+/i,
  /^(please|pls|kindly)[,\s]+/i,
  /^(can|could|would) (you|we) (please )?(help (us |them |me )?)?(to )?(quote |scope )?(for )?/i,
  /^(we|i|they|the client|our client|my client|client|customer|the customer|[a-z]+ ltd|[a-z]+ inc)('d| would| will| are| is| have| has)? ?(like|needs|need|wants|want|looking|asking|asked|planning|plan|requires|require|got)\b( us| you)? ?(to|for|about)? ?(have |get |do |help (us |them )?(to )?)?/i,
  /^(help (us|them|me)( to)?|looking (to|for)|need to|needs to|want to|wants to)\s+/i,
  /^(a |an )?(quote|scope|estimate|proposal|project)( (for|to|about|covering|on))?[:\s-]+/i,
  /^(the |a |an )/i,
];
const TRAILING = /[\s,;:–—-]+(and|or|with|for|to|from|of|in|on|at|by|the|a|an|plus|including|incl\.?|\+|&)?$/i;
const FILLER = /\s*\b(asap|as soon as possible|please|thanks|thank you|if possible)\b[.!]?/gi;

function firstSentence(text: string): string {
  const [line = ''] = text.split(/\n+/).filter((part) => part.trim().length > 0);
  const [sentence = line] = line.split(/(?<=[.!?])\s+(?=[A-Z0-9])/);
  return sentence;
}

function stripLeadIns(text: string): string {
  let current = text;
  for (let pass = 0; pass < 3; pass += 1) {
    const before = current;
    for (const lead of LEAD_INS) current = current.replace(lead, '');
    if (current === before) break;
  }
  return current;
}

const ASIDES = [' as a ', ' as an ', ', plus ', ' plus ', ', including ', ' including ', ' so that ', ' because '];

function shorten(text: string, max: number): string {
  if (text.length > 60) {
    const aside = Math.min(...ASIDES.map((word) => text.indexOf(word)).filter((at) => at >= 25));
    if (Number.isFinite(aside)) return shorten(text.slice(0, aside), max);
  }
  if (text.length <= max) return text;
  const head = text.slice(0, max + 1);
  const clause = Math.max(
    head.lastIndexOf(', '),
    head.lastIndexOf('; '),
    head.lastIndexOf(' - '),
    head.lastIndexOf(' ('),
  );
  if (clause >= max * 0.45) return head.slice(0, clause);
  const space = head.lastIndexOf(' ');
  return space > 0 ? head.slice(0, space) : text.slice(0, max);
}

function tidy(text: string): string {
  let current = text.replace(/[.!?…]+$/, '').trim();
  while (TRAILING.test(current)) current = current.replace(TRAILING, '').trim();
  return current.replace(/^[("'“]+|[)"'”]+$/g, '').trim();
}

/**
 * A quote title from a project description: its first sentence without the request's lead-in ("We need to …",
 * "Please quote for …"), capitalised, cut at a clause or word boundary. Empty when there is nothing to use.
 */
export function suggestQuoteTitle(description: string, max = SUGGESTED_TITLE_MAX): string {
  const sentence = firstSentence(
    description
      .replace(/\s+\n/g, '\n')
      .replace(/[ \t]+/g, ' ')
      .trim(),
  );
  const core = tidy(shorten(tidy(stripLeadIns(sentence.replace(FILLER, '').trim())), max));
  if (core.length < 3) return '';
  return core.charAt(0).toUpperCase() + core.slice(1);
}
