/**
 * Two stages. `foldText` maps character for character (lower case, unicode dashes, quotes and spaces), so an
 * offset in the folded text is an offset in what the user typed and quantities and clauses can be quoted back
 * verbatim. `normaliseForSearch` then rewrites words for retrieval only.
 */
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/;
const SPACES = /[\u00A0\u2000-\u200B\u202F\u205F\u3000\t\r]/;

function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 128)
    return code === 9 || code === 13 ? ' ' : code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char;
  if (DASHES.test(char)) return '-';
  if (SINGLE_QUOTES.test(char)) return "'";
  if (DOUBLE_QUOTES.test(char)) return '"';
  if (SPACES.test(char)) return ' ';
  const lower = char.toLowerCase();
  return lower.length === 1 ? lower : char;
}

export function foldText(text: string): string {
  let folded = '';
  for (let index = 0; index < text.length; index += 1) folded += foldChar(text.charAt(index));
  return folded;
}

const BRITISH_TO_US: Record<string, string> = {
  centre: 'center',
  centres: 'centers',
  licence: 'license',
  licences: 'licenses',
  licencing: 'licensing',
  catalogue: 'catalog',
  programme: 'program',
  colour: 'color',
  analyse: 'analyze',
  behaviour: 'behavior',
  defence: 'defense',
  enrol: 'enroll',
  enrolment: 'enrollment',
  enrolments: 'enrollments',
  enrols: 'enrolls',
  travelling: 'traveling',
  cancelled: 'canceled',
  modelling: 'modeling',
  labelling: 'labeling',
  grey: 'gray',
};

const ISE_EXCEPTIONS = new Set([
  'enterprise',
  'premise',
  'premises',
  'exercise',
  'advise',
  'expertise',
  'otherwise',
  'promise',
  'compromise',
  'compromised',
  'surprise',
  'franchise',
  'merchandise',
  'revise',
  'devise',
  'supervise',
  'noise',
  'raise',
  'wise',
  'rise',
  'cruise',
  'precise',
  'concise',
  'disguise',
  'improvise',
  'increase',
]);

export function americanise(word: string): string {
  const mapped = BRITISH_TO_US[word];
  if (mapped) return mapped;
  if (word.length < 6 || !word.includes('is') || ISE_EXCEPTIONS.has(word)) return word;
  return word
    .replace(/isation(s?)$/, 'ization$1')
    .replace(/ise(s|d|r|rs)?$/, 'ize$1')
    .replace(/ising$/, 'izing');
}

/**
 * "Dr Patel", "dr. smith": a doctor, not disaster recovery. "DR" before a word of its own trade or a plain English
 * word ("DR plan", "dr for the servers", "dr is") stays disaster recovery.
 */
const DOCTOR =
  /\bdr\.?\s+(?!(?:and|or|for|is|are|was|to|in|on|at|of|the|a|an|with|we|our|if|that|this|it|as|by|so|but|site|sites|plan|plans|planning|test|tests|testing|solution|strategy|recovery|replication|drill|runbook|exercise|copy|copies|backup|backups|failover|server|servers|environment|option|options|setup|set|process|procedure|ready|readiness|appliance|vm|vms|cloud|target|location|capability)\b)(?=[a-z])/g;

/** "It drives everyone nuts", "driving us crazy": how the client feels, not a drive. */
const DRIVES_CRAZY =
  /\b(?:drives?|driving|drove)\s+(?:me|us|everyone|everybody|people|them|the team|staff)\s+(?:nuts|crazy|mad|insane|bonkers|up the wall)\b/g;

/** "No idea", "last month", "last week": how sure the client is and when, not what they want. */
const FILLER_PHRASES =
  /\b(?:no idea|not sure|last (?:week|month|year|night|time|friday|monday|tuesday|wednesday|thursday|weekend|summer|winter|spring|fall|autumn))\b/g;

/** "3 48-port switches", "a 24 port switch": a size, not number porting. */
const PORT_COUNT = /\b\d+\s*-?\s*ports?\b/g;

/** "esp the shop floor" is "especially", not Autopilot's enrollment status page. */
const ESPECIALLY = /\besp\.?\s+(?=(?:the|when|for|if|since|because|with|in|on|at|our|my|as|after|before|now)\b)/g;

/** "a property management co", "Smith & Co": a company, not the "co" of co-managed. */
const COMPANY = /\bco\b(?!\s*-|\s+manag)/g;

/**
 * Folded text rewritten for retrieval: "w/" → with, "&" → and, "Dr Patel" → doctor, "drives us nuts", "esp"
 * (especially), "no idea" and "last week" dropped, "co" → company, British → US spelling.
 */
export function normaliseForSearch(text: string): string {
  return foldText(text.normalize('NFKC'))
    .replace(DOCTOR, 'doctor ')
    .replace(DRIVES_CRAZY, ' ')
    .replace(ESPECIALLY, ' ')
    .replace(FILLER_PHRASES, ' ')
    .replace(PORT_COUNT, ' ')
    .replace(COMPANY, 'company')
    .replace(/\bw\/\s*/g, 'with ')
    .replace(/&/g, ' and ')
    .replace(/[a-z]+/g, americanise);
}
