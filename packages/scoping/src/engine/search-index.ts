import type { ServiceDefinition } from '@scopewright/domain';
import { ALIASES } from './synonyms';
import { foldText } from './normalise';
import { tokenise } from './tokenise';

type Field = 'synonyms' | 'name' | 'summary' | 'tasks';

/** Synonyms say most about what a service is; task names least (every service has a "pilot"). */
export const FIELD_WEIGHTS: Record<Field, number> = { synonyms: 3, name: 2.5, summary: 1, tasks: 0.6 };
export const FIELDS = Object.keys(FIELD_WEIGHTS) as Field[];

export interface IndexedService {
  service: ServiceDefinition;
  position: number;
  termFrequency: Record<Field, Map<string, number>>;
  length: Record<Field, number>;
  /** The name and each synonym as token sequences, for phrase matches. */
  phrases: readonly (readonly string[])[];
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
}

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
  };
  const termFrequency = {} as Record<Field, Map<string, number>>;
  const length = {} as Record<Field, number>;
  for (const field of FIELDS) {
    termFrequency[field] = countTokens(texts[field]);
    length[field] = texts[field].length;
  }
  const phrases = [service.name, ...service.synonyms].map(tokenise).filter((tokens) => tokens.length > 0);
  return { service, position, termFrequency, length, phrases };
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
  for (const indexed of services) {
    const terms = new Set(FIELDS.flatMap((field) => [...indexed.termFrequency[field].keys()]));
    for (const term of terms) servicesByTerm.set(term, [...(servicesByTerm.get(term) ?? []), indexed]);
    for (const phrase of indexed.phrases) {
      for (const token of new Set(phrase)) {
        phrasesByToken.set(token, [...(phrasesByToken.get(token) ?? []), { indexed, phrase }]);
      }
    }
  }
  return { services, idf, averageLength, keepWhole: [...new Set(phrasesWithAnd)], servicesByTerm, phrasesByToken };
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
