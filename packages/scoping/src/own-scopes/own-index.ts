import type { ServiceDefinition } from '@scopewright/domain';
import { analyseDescription, collectChosen } from '../engine/analyse';
import { RETRIEVAL_TUNING, rankServices } from '../engine/retrieval';
import { FIELDS, getSearchIndex, type SearchIndex } from '../engine/search-index';
import { isGeneric, tokenise } from '../engine/tokenise';
import type { OwnScope, OwnScopeLine } from './own-scope-types';

type Field = (typeof FIELDS)[number];

/** A labour line of an own scope as the engine takes it over (a template's hours are applied per request). */
export interface OwnLine extends OwnScopeLine {
  sectionName: string;
  /** The library service whose work it is (its name says so, or its section's other lines do); null if none. */
  area: string | null;
}

/**
 * What competes with the library: a template whole, or the part of an accepted quote that does one library
 * service's work (a quote often holds several, and only the matching part should come back).
 */
export interface OwnEntry {
  /** The scope's id; for a quote's part, `<scope id>#<service id>`. */
  id: string;
  scope: OwnScope;
  /** The library services it does the work of: it competes with them, and replaces them when it wins. */
  areas: readonly string[];
  lines: readonly OwnLine[];
  termFrequency: Record<Field, Map<string, number>>;
  length: Record<Field, number>;
  /** Every word of its wording (title, keywords, section and line names). */
  words: ReadonlySet<string>;
  /** Those that ask for particular work (not generic): how a clause the library did not understand finds it. */
  specificWords: readonly string[];
  /** Its title, section names and keywords as token sequences, for phrase matches as the library's names. */
  phrases: readonly (readonly string[])[];
}

export interface OwnIndex {
  /** In request order (templates first when the API sends them so): ties go to the earlier. */
  entries: readonly OwnEntry[];
  order: ReadonlyMap<OwnEntry, number>;
  byArea: ReadonlyMap<string, readonly OwnEntry[]>;
  byTerm: ReadonlyMap<string, readonly OwnEntry[]>;
  byId: ReadonlyMap<string, OwnEntry>;
}

/** The engine adds project management and handover for the whole scope; an own scope's own would count twice. */
const PROJECT_LINE = /\bproject\s+(?:management|manager|coordination)\b|\bhand\s*-?\s*over\b/i;
/** Below this share of the best, another service's task name is as likely a reading of a line's name. */
const CLOSE_READING = 0.8;
const MAX_PHRASE_TOKENS = 6;

const normaliseName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

interface AreaReading {
  area: string | null;
  /** One service reads it: a library task's exact name, or a strong best match no other service comes close to. */
  isSure: boolean;
}

/** What a line's name alone says: one service, several about as likely, or none. */
type NameReading = AreaReading | { close: readonly string[] };

interface LibraryReadings {
  /** Library task names → the services holding a task of that name (a quote line copied from a suggestion). */
  taskNames: Map<string, string[]>;
  /** Every word of each service (all its fields), by id. */
  words: Map<string, ReadonlySet<string>>;
  /** Names read so far: quotes repeat the same line names. */
  names: Map<string, NameReading>;
}

const READINGS = new WeakMap<readonly ServiceDefinition[], LibraryReadings>();
const MAX_CACHED_NAMES = 50_000;

/** Quotes repeat the same line and section names: each is tokenised once (a bounded cache). */
const TOKENS = new Map<string, readonly string[]>();
function tokens(text: string): readonly string[] {
  let found = TOKENS.get(text);
  if (!found) {
    found = tokenise(text);
    if (TOKENS.size >= MAX_CACHED_NAMES) TOKENS.clear();
    TOKENS.set(text, found);
  }
  return found;
}

function readingsFor(library: readonly ServiceDefinition[], index: SearchIndex): LibraryReadings {
  let readings = READINGS.get(library);
  if (!readings) {
    const taskNames = new Map<string, string[]>();
    for (const service of library) {
      for (const task of service.tasks) {
        const key = normaliseName(task.name);
        const ids = taskNames.get(key) ?? [];
        if (!ids.includes(service.id)) ids.push(service.id);
        taskNames.set(key, ids);
      }
    }
    const words = new Map(
      index.services.map((indexed) => [
        indexed.service.id,
        new Set(FIELDS.flatMap((field) => [...indexed.termFrequency[field].keys()])),
      ]),
    );
    readings = { taskNames, words, names: new Map() };
    READINGS.set(library, readings);
  }
  return readings;
}

function readName(name: string, index: SearchIndex, readings: LibraryReadings): NameReading {
  const key = normaliseName(name);
  const known = readings.names.get(key);
  if (known) return known;
  let reading: NameReading;
  const exact = readings.taskNames.get(key);
  if (exact) reading = exact.length === 1 ? { area: exact[0]!, isSure: true } : { close: exact };
  else {
    const ranked = rankServices(index, tokens(name));
    const best = ranked[0];
    if (!best || best.score < RETRIEVAL_TUNING.understood) reading = { area: null, isSure: false };
    else {
      const close = ranked.filter((match) => match.score >= best.score * CLOSE_READING);
      reading =
        close.length === 1
          ? { area: best.indexed.service.id, isSure: best.isStrong }
          : { close: close.map((match) => match.indexed.service.id) };
    }
  }
  if (readings.names.size >= MAX_CACHED_NAMES) readings.names.clear();
  readings.names.set(key, reading);
  return reading;
}

/**
 * The library service a line's name is about: a library task's exact name, else the best-ranked service; when
 * several read it about as well ("Pilot migration"), the one sharing most (by IDF) of the scope's title and the
 * section's name.
 */
function readArea(
  name: string,
  context: readonly string[],
  index: SearchIndex,
  readings: LibraryReadings,
): AreaReading {
  const reading = readName(name, index, readings);
  if (!('close' in reading)) return reading;
  let best: { id: string; weight: number } | null = null;
  for (const id of reading.close) {
    const words = readings.words.get(id);
    if (!words) continue;
    const weight = context.reduce((sum, term) => (words.has(term) ? sum + (index.idf.get(term) ?? 0) : sum), 0);
    if (!best || weight > best.weight) best = { id, weight };
  }
  return { area: best?.id ?? null, isSure: false };
}

const majority = (areas: readonly (string | null)[]): string | null => {
  const counts = new Map<string, number>();
  for (const area of areas) if (area) counts.set(area, (counts.get(area) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
};

/** The labour lines of a scope, by section, without the project management and handover the engine adds. */
function labourLines(scope: OwnScope): { sectionName: string; line: OwnScopeLine }[] {
  if (scope.kind === 'quote') {
    return scope.sections.flatMap((section) =>
      section.lines
        .filter((line) => line.minutes > 0 && !PROJECT_LINE.test(line.name))
        .map((line) => ({ sectionName: section.name, line })),
    );
  }
  const scaled = new Set(scope.document.rules.filter((rule) => rule.mode === 'hours').map((rule) => rule.lineId));
  return scope.document.content.sections.flatMap((section) =>
    section.lines
      .filter((line) => line.kind === 'labor' && (line.minutes > 0 || scaled.has(line.id)))
      .filter((line) => !PROJECT_LINE.test(line.name))
      .map((line) => ({
        sectionName: section.name,
        line: {
          id: line.id,
          name: line.name,
          description: line.clientDescription,
          roleName: line.roleName,
          minutes: line.minutes * line.quantity,
          deliverables: line.deliverables,
          assumptions: line.assumptions,
          outOfScope: line.outOfScope,
          customerResponsibilities: line.customerResponsibilities,
        },
      })),
  );
}

function countTokens(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

function makeEntry(id: string, scope: OwnScope, areas: readonly string[], lines: readonly OwnLine[]): OwnEntry {
  const sections = [...new Set(lines.map((line) => line.sectionName))];
  const keywords = scope.keywords ?? [];
  const texts: Record<Field, readonly string[]> = {
    synonyms: [],
    name: tokens(scope.title),
    summary: [...keywords, ...sections].flatMap(tokens),
    tasks: lines.flatMap((line) => tokens(line.name)),
    phrases: [],
  };
  const termFrequency = {} as Record<Field, Map<string, number>>;
  const length = {} as Record<Field, number>;
  for (const field of FIELDS) {
    termFrequency[field] = countTokens(texts[field]);
    length[field] = texts[field].length;
  }
  const phrases = [scope.title, ...sections, ...keywords]
    .map(tokens)
    .filter((tokens) => tokens.length > 0 && tokens.length <= MAX_PHRASE_TOKENS);
  const words = new Set(FIELDS.flatMap((field) => texts[field]));
  const specificWords = [...words].filter((word) => !isGeneric(word));
  return { id, scope, areas, lines, termFrequency, length, words, specificWords, phrases };
}

/**
 * A scope's entries: a template as one (its areas: what its name asks for and what its lines do), an accepted
 * quote as one per library service its lines do (lines no name places join their section's, then the quote's,
 * most common service; a quote none of whose lines is placed is one entry without area).
 */
function prepareScope(scope: OwnScope, index: SearchIndex, library: readonly ServiceDefinition[]): OwnEntry[] {
  const readings = readingsFor(library, index);
  const contexts = new Map<string, string[]>();
  const contextOf = (sectionName: string) => {
    let context = contexts.get(sectionName);
    if (!context) {
      context = [...new Set([...tokens(scope.title), ...tokens(sectionName)])].filter((token) => !isGeneric(token));
      contexts.set(sectionName, context);
    }
    return context;
  };
  const read = labourLines(scope).map(({ sectionName, line }) => ({
    line: { ...line, sectionName },
    reading: readArea(line.name, contextOf(sectionName), index, readings),
  }));
  if (read.length === 0) return [];
  const overall = majority(read.map(({ reading }) => reading.area));
  const lines: OwnLine[] = read.map(({ line, reading }) => {
    if (reading.area) return { ...line, area: reading.area };
    const inSection = read.filter((other) => other.line.sectionName === line.sectionName);
    return { ...line, area: majority(inSection.map((other) => other.reading.area)) ?? overall };
  });
  if (scope.kind === 'template') {
    // What its name asks for, and what its lines surely do; else what most of its lines do.
    const named = collectChosen(analyseDescription(scope.title, library)).map((chosen) => chosen.service.id);
    const sure = read.flatMap(({ reading }) => (reading.isSure && reading.area ? [reading.area] : []));
    const areas = [...new Set([...named, ...sure])];
    return [makeEntry(scope.id, scope, areas.length > 0 ? areas : overall ? [overall] : [], lines)];
  }
  const byArea = new Map<string | null, OwnLine[]>();
  for (const line of lines) {
    const part = byArea.get(line.area);
    if (part) part.push(line);
    else byArea.set(line.area, [line]);
  }
  return [...byArea].map(([area, part]) => makeEntry(`${scope.id}#${area ?? '-'}`, scope, area ? [area] : [], part));
}

const PREPARED = new WeakMap<readonly ServiceDefinition[], WeakMap<OwnScope, OwnEntry[]>>();
const INDEXES = new WeakMap<readonly ServiceDefinition[], WeakMap<readonly OwnScope[], OwnIndex>>();

function preparedFor(library: readonly ServiceDefinition[]): WeakMap<OwnScope, OwnEntry[]> {
  let prepared = PREPARED.get(library);
  if (!prepared) {
    prepared = new WeakMap();
    PREPARED.set(library, prepared);
  }
  return prepared;
}

function buildIndex(scopes: readonly OwnScope[], library: readonly ServiceDefinition[]): OwnIndex {
  const index = getSearchIndex(library);
  const prepared = preparedFor(library);
  const entries: OwnEntry[] = [];
  const seen = new Set<string>();
  for (const scope of scopes) {
    if (seen.has(scope.id)) continue;
    seen.add(scope.id);
    let own = prepared.get(scope);
    if (!own) {
      own = prepareScope(scope, index, library);
      prepared.set(scope, own);
    }
    entries.push(...own);
  }
  const byArea = new Map<string, OwnEntry[]>();
  const byTerm = new Map<string, OwnEntry[]>();
  for (const entry of entries) {
    for (const area of entry.areas) {
      const holders = byArea.get(area);
      if (holders) holders.push(entry);
      else byArea.set(area, [entry]);
    }
    for (const term of entry.specificWords) {
      const holders = byTerm.get(term);
      if (holders) holders.push(entry);
      else byTerm.set(term, [entry]);
    }
  }
  return {
    entries,
    order: new Map(entries.map((entry, position) => [entry, position])),
    byArea,
    byTerm,
    byId: new Map(entries.map((entry) => [entry.id, entry])),
  };
}

/**
 * The own scopes' index, built once per array (and each scope prepared once per object): the API keeps the same
 * objects for unchanged templates and quotes, so a save or an acceptance prepares only what changed.
 */
export function getOwnIndex(scopes: readonly OwnScope[], library: readonly ServiceDefinition[]): OwnIndex {
  let indexes = INDEXES.get(library);
  if (!indexes) {
    indexes = new WeakMap();
    INDEXES.set(library, indexes);
  }
  let own = indexes.get(scopes);
  if (!own) {
    own = buildIndex(scopes, library);
    indexes.set(scopes, own);
  }
  return own;
}
