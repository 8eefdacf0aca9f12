import type { ServiceDefinition } from '@scopewright/domain';
import { ALIASES } from './synonyms';
import { foldText } from './normalise';
import { isGeneric, tokenise } from './tokenise';

type Field = 'synonyms' | 'name' | 'summary' | 'tasks' | 'phrases';

/**
 * Synonyms say most about what a service is; task names least (every service has a "pilot"). A client's phrasing
 * ("the wifi keeps dropping") ranks like the summary; its whole-phrase hits are what make it a request.
 */
export const FIELD_WEIGHTS: Record<Field, number> = { synonyms: 3, name: 2.5, summary: 1, tasks: 0.6, phrases: 1 };
export const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

export interface IndexedService {
  service: ServiceDefinition;
  position: number;
  termFrequency: Record<Field, Map<string, number>>;
  length: Record<Field, number>;
  /** The name and each synonym as token sequences, for phrase matches. */
  phrases: readonly (readonly string[])[];
  /** Each client phrase's specific tokens (generic words dropped), for client phrase matches. */
  clientPhrases: readonly (readonly string[])[];
}

export interface SearchIndex {
  services: readonly IndexedService[];
  idf: ReadonlyMap<string, number>;
  averageLength: Record<Field, number>;
  /** Folded phrases containing "and" that clause splitting must keep whole. */
  keepWhole: readonly string[];
  /** Which services hold a term, and which phrases hold a token: only those are scored. */
  servicesByTerm: ReadonlyMap<string, readonly IndexedService[]>;
  phrasesByToken: ReadonlyMap<string, readonly { indexed: IndexedService; phrase: readonly string[] }[]>;
  clientPhrasesByToken: ReadonlyMap<string, readonly { indexed: IndexedService; phrase: readonly string[] }[]>;
  /**
   * Tokens of many services' client phrases ("keeps", "slow", "never"): they say something is wrong, not what.
   * A client phrase match needs a token outside this set.
   */
  complaintWords: ReadonlySet<string>;
  /** How many services' names and synonyms hold a token: few means it says which service. */
  nameSpread: ReadonlyMap<string, number>;
  /** Each service's `replaces` kit as token sequences ("phone system" → phone, system), longest first. */
  kit: readonly { indexed: IndexedService; tokens: readonly string[] }[];
}

/** A token in the client phrases of this many services says how a client complains, not about what. */
const COMPLAINT_SPREAD = 4;
/** Words that only ever say how bad something is, however few services' phrases use them. */
const SENTIMENT_WORDS = tokenise(
  'complains complaining complaint slow slowly annoying terrible horrible awful hate nightmare issues problems ' +
    'broken keeps constantly randomly sometimes always never forever ages',
);

function countTokens(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

function indexService(service: ServiceDefinition, position: number): IndexedService {
  const texts: Record<Field, string[]> = {
    synonyms: service.synonyms.map(tokenise).flat(),
    name: tokenise(service.name),
    summary: tokenise(service.summary),
    tasks: service.tasks.flatMap((task) => tokenise(task.name)),
    phrases: service.clientPhrases.flatMap(tokenise),
  };
  const termFrequency = {} as Record<Field, Map<string, number>>;
  const length = {} as Record<Field, number>;
  for (const field of FIELDS) {
    termFrequency[field] = countTokens(texts[field]);
    length[field] = texts[field].length;
  }
  const phrases = [service.name, ...service.synonyms].map(tokenise).filter((tokens) => tokens.length > 0);
  const clientPhrases = service.clientPhrases
    .map((phrase) => [...new Set(tokenise(phrase).filter((token) => !isGeneric(token)))])
    .filter((tokens) => tokens.length >= 2);
  return { service, position, termFrequency, length, phrases, clientPhrases };
}

function buildIndex(library: readonly ServiceDefinition[]): SearchIndex {
  const services = library.map(indexService);
  const documentFrequency = new Map<string, number>();
  for (const indexed of services) {
    const terms = new Set(FIELDS.flatMap((field) => [...indexed.termFrequency[field].keys()]));
    for (const term of terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const total = Math.max(services.length, 1);
  const idf = new Map<string, number>();
  for (const [term, count] of documentFrequency) idf.set(term, Math.log(1 + (total - count + 0.5) / (count + 0.5)));
  const averageLength = {} as Record<Field, number>;
  for (const field of FIELDS) {
    averageLength[field] = Math.max(1, services.reduce((sum, item) => sum + item.length[field], 0) / total);
  }
  const phrasesWithAnd = [
    ...Object.values(ALIASES).flat(),
    ...library.flatMap((service) => [service.name, ...service.synonyms]).map(foldText),
  ].filter((phrase) => / (and|&) /.test(phrase));
  const servicesByTerm = new Map<string, IndexedService[]>();
  const phrasesByToken = new Map<string, { indexed: IndexedService; phrase: readonly string[] }[]>();
  const clientPhrasesByToken = new Map<string, { indexed: IndexedService; phrase: readonly string[] }[]>();
  const spread = new Map<string, number>();
  for (const indexed of services) {
    for (const phrase of indexed.clientPhrases) {
      for (const token of phrase) {
        clientPhrasesByToken.set(token, [...(clientPhrasesByToken.get(token) ?? []), { indexed, phrase }]);
      }
    }
    for (const token of new Set(indexed.clientPhrases.flat())) spread.set(token, (spread.get(token) ?? 0) + 1);
    const terms = new Set(FIELDS.flatMap((field) => [...indexed.termFrequency[field].keys()]));
    for (const term of terms) servicesByTerm.set(term, [...(servicesByTerm.get(term) ?? []), indexed]);
    for (const phrase of indexed.phrases) {
      for (const token of new Set(phrase)) {
        phrasesByToken.set(token, [...(phrasesByToken.get(token) ?? []), { indexed, phrase }]);
      }
    }
  }
  const complaintWords = new Set([
    ...[...spread].filter(([, count]) => count >= COMPLAINT_SPREAD).map(([token]) => token),
    ...SENTIMENT_WORDS,
  ]);
  const nameSpread = new Map<string, number>();
  for (const indexed of services) {
    for (const token of new Set(indexed.phrases.flat())) nameSpread.set(token, (nameSpread.get(token) ?? 0) + 1);
  }
  const kit = services
    .flatMap((indexed) => indexed.service.replaces.map((noun) => ({ indexed, tokens: tokenise(noun) })))
    .filter((entry) => entry.tokens.length > 0)
    .sort((a, b) => b.tokens.length - a.tokens.length || a.indexed.position - b.indexed.position);
  return {
    services,
    idf,
    averageLength,
    keepWhole: [...new Set(phrasesWithAnd)],
    servicesByTerm,
    phrasesByToken,
    clientPhrasesByToken,
    complaintWords,
    nameSpread,
    kit,
  };
}

const CACHE = new WeakMap<readonly ServiceDefinition[], SearchIndex>();

/** The ranking index of a library, built once per library array. */
export function getSearchIndex(library: readonly ServiceDefinition[]): SearchIndex {
  let index = CACHE.get(library);
  if (!index) {
    index = buildIndex(library);
    CACHE.set(library, index);
  }
  return index;
}
