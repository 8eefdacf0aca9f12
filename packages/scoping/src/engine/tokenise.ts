import { normaliseForSearch } from './normalise';
import { ALIASES, canonicaliseWords } from './synonyms';

const STOPWORDS = new Set(
  (
    'a an the and or but if of to in on at by for from with without into onto over under per via as is are be been ' +
    'being was were it its this that these those there their them they we our us you your i me my he she his her ' +
    'will would should could can may might must shall do does did done have has had having so than then too very ' +
    'just also all any each every some such own same other more most few both only not no nor up out about after ' +
    'before again further once here when where why how what which who whom whose while during until against ' +
    'between through please need needs needed want wants like would also get got make made let lets etc eg ie ' +
    'including include includes around across within using use off some too down already ' +
    // What a client's email adds around the request: contractions split at the apostrophe, greetings, fillers.
    't s d m ll re ve dont doesnt didnt cant wont isnt arent wasnt werent im ive youre theyre thats whats ' +
    'hi hello hey thanks thx pls plz lol honestly literally basically really actually maybe guess anyway ' +
    // Indefinite pronouns name nobody in particular and no work ("someone deleted …", "can someone explain …").
    'someone somebody anyone anybody everyone everybody nobody noone something anything everything nothing'
  ).split(' '),
);

/** Words that say work is wanted but not which work: they rank, but never pick a service alone. */
const GENERIC_WORDS = (
  'set setup new install configure deploy migrate upgrade replace implement project support help work client customer ' +
  'company business environment system solution service user device site office staff people team existing current ' +
  'old legacy remove add change move build create review check plan full complete simple small large basic standard ' +
  'manage management provide roll rollout out onboard fix improve modern modernize update refresh secure security ' +
  'network cloud data server ' +
  // "One shared place for files", "all in one place": a where, not which work.
  'place'
).split(' ');

const SUFFIXES: readonly (readonly [string, string])[] = [
  ['ations', 'at'],
  ['ation', 'at'],
  ['ments', ''],
  ['ment', ''],
  ['ities', ''],
  ['ity', ''],
  ['ings', ''],
  ['ing', ''],
  ['ies', 'y'],
  ['ers', ''],
  ['er', ''],
  ['ed', ''],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['xes', 'x'],
  ['sses', 'ss'],
];

const CANONICAL = new Set(Object.keys(ALIASES));

/** A light stemmer: enough for "migrating/migration/migrate" or "policies/policy" to meet, and stable. */
export function stem(word: string): string {
  if (word.length <= 3 || CANONICAL.has(word) || /\d/.test(word)) return word;
  let stemmed = word;
  const rule = SUFFIXES.find(([suffix]) => word.endsWith(suffix) && word.length - suffix.length >= 3);
  if (rule) stemmed = word.slice(0, word.length - rule[0].length) + rule[1];
  else if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) stemmed = word.slice(0, -1);
  if (stemmed.length > 3 && stemmed.endsWith('e')) stemmed = stemmed.slice(0, -1);
  return stemmed.slice(0, 7);
}

/** Nouns that count people, machines or places: "50 endpoints" says how many, not which work. */
const COUNTING_NOUNS = (
  'users staff people ppl folks persons employees seats colleagues workers accounts licenses members headcount contractors ' +
  'starters devices laptops pcs endpoints workstations desktops computers machines notebooks mailboxes sites ' +
  'offices locations buildings servers hosts nodes vms tb phones handsets extensions circuits applications apps'
)
  .split(' ')
  .flatMap((word) => canonicaliseWords([word]));

export const GENERIC_STEMS: ReadonlySet<string> = new Set([...GENERIC_WORDS, ...COUNTING_NOUNS].map(stem));

/** The words of a text as typed, normalised (folded, American spelling), before aliases and stemming. */
export const rawWords = (text: string): string[] =>
  normaliseForSearch(text.replace(IT_IN_CAPITALS, ' infotech ')).match(/[a-z0-9]+/g) ?? [];

/** "our IT", "the IT company": in capitals it is information technology, not the pronoun (a stop word). */
const IT_IN_CAPITALS = /\bI\.?T\b\.?/g;

/**
 * Verb forms that stem to a product noun: "switching providers" is not a network switch. Read as the generic
 * verb they mean, so they rank but never pick a service alone.
 */
const VERB_FORMS: Record<string, string> = {
  switching: 'change',
  switched: 'change',
  // "a 2nd office" is a second office: written ordinals read as the words the library uses.
  '1st': 'first',
  '2nd': 'second',
  '3rd': 'third',
  '4th': 'fourth',
  '5th': 'fifth',
};

/** Normalised, canonicalised, stop-word-free, stemmed tokens of a text. */
export const tokenise = (text: string): string[] => tokeniseSpelled(text, (word) => word);

/** tokenise(), with `spell` replacing a word as typed before aliases apply (typos.ts reads misspellings). */
export function tokeniseSpelled(text: string, spell: (word: string) => string): string[] {
  return canonicaliseWords(rawWords(text).map((word) => VERB_FORMS[word] ?? spell(word)))
    .filter((word) => !STOPWORDS.has(word))
    .map(stem);
}

export const isStopword = (word: string): boolean => STOPWORDS.has(word);

/** Bare numbers ("2022", "48") say little about which work is wanted. */
export const isGeneric = (token: string): boolean => GENERIC_STEMS.has(token) || /^\d+$/.test(token);
