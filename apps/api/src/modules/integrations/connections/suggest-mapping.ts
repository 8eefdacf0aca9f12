import type { IntegrationLookups, Mapping, MappingSubjects, NamedOption } from '@scopewright/domain';

// Shorter names than this are matched exactly only: "PM" is inside too many names to mean one of them.
const MIN_CONTAINED_LENGTH = 3;

// PSAs number their stages for sorting: "3. Proposal" is the stage "Proposal".
const LEADING_ORDINAL = /^\s*\d{1,3}\s*[.)]\s*/;

/** Case, spacing, punctuation, accents and a leading "1." ignored: "2. Help-Desk " and "helpdesk" are one name. */
export function normaliseName(name: string): string {
  return name
    .replace(LEADING_ORDINAL, '')
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, '');
}

/**
 * Ours → theirs by name: an exact (normalised) match first; else the one name containing the other, the
 * closest in length winning; no match leaves the entry out.
 */
export function matchByName(ours: readonly NamedOption[], theirs: readonly NamedOption[]): Record<string, string> {
  const candidates = theirs.map((option) => ({ id: option.id, key: normaliseName(option.name) })).filter((c) => c.key);
  const result: Record<string, string> = {};
  for (const item of ours) {
    const key = normaliseName(item.name);
    if (key === '') continue;
    const exact = candidates.find((c) => c.key === key);
    const match = exact ?? closestContaining(key, candidates);
    if (match) result[item.id] = match.id;
  }
  return result;
}

function closestContaining<T extends { key: string }>(key: string, candidates: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const candidate of candidates) {
    const [shorter, longer] = key.length <= candidate.key.length ? [key, candidate.key] : [candidate.key, key];
    if (shorter.length < MIN_CONTAINED_LENGTH || !longer.includes(shorter)) continue;
    if (best === undefined || distance(key, candidate) < distance(key, best)) best = candidate;
  }
  return best;
}

const distance = (key: string, candidate: { key: string }) => Math.abs(candidate.key.length - key.length);

/** The mapping screen's defaults: each of our lists matched to the PSA's list it maps onto. */
export function suggestMapping(ours: MappingSubjects, lookups: IntegrationLookups): Mapping {
  return {
    roles: matchByName(ours.roles, lookups.roles),
    workTypes: matchByName(ours.roles, lookups.workTypes),
    // The PSA has no list of phases: a phase takes the section's name unless one is typed.
    phases: {},
    products: matchByName(ours.products, lookups.products),
    recurring: matchByName(ours.recurring, lookups.agreementTypes),
    stages: matchByName(ours.stages, lookups.opportunityStages),
  };
}
