import { SERVICE_AREAS, type ServiceArea, type ServiceDefinition } from '@scopewright/domain';

const normalise = (text: string) =>
  text
    .toLocaleLowerCase('en-US')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The words a service is found by: its name, synonyms and task names (what an engineer types). */
export function searchTextOf(service: ServiceDefinition): string {
  return normalise([service.name, ...service.synonyms, ...service.tasks.map((task) => task.name)].join(' | '));
}

export interface IndexedService {
  service: ServiceDefinition;
  text: string;
}

export const indexServices = (services: readonly ServiceDefinition[]): IndexedService[] =>
  services.map((service) => ({ service, text: ` ${searchTextOf(service)}` }));

/** Every word of the query must start a word of the service's text ("sentinel" finds SentinelOne). */
export function matchesQuery(indexed: IndexedService, query: string): boolean {
  const words = normalise(query).split(' ').filter(Boolean);
  return words.every((word) => indexed.text.includes(` ${word}`));
}

export interface FilteredServices {
  services: ServiceDefinition[];
  /** Matches of the search per area, so the chips say what a click would show. */
  countsByArea: Record<ServiceArea, number>;
  totalMatches: number;
}

export function filterServices(
  index: readonly IndexedService[],
  query: string,
  area: ServiceArea | null,
): FilteredServices {
  const countsByArea = Object.fromEntries(SERVICE_AREAS.map((id) => [id, 0])) as Record<ServiceArea, number>;
  const matches = index.filter((entry) => matchesQuery(entry, query)).map((entry) => entry.service);
  for (const service of matches) countsByArea[service.area] += 1;
  return {
    services: area ? matches.filter((service) => service.area === area) : matches,
    countsByArea,
    totalMatches: matches.length,
  };
}
