import type { IntegrationMapping, IntegrationMappingView, NamedRef } from '@/data/integrations';

/** The mappings chosen from the PSA's lists, row by row ('' = not mapped); phase names are typed (initialPhaseNames). */
export type MappingSection = 'roles' | 'workTypes' | 'products' | 'recurring' | 'stages';
export type MappingChoices = Record<MappingSection, Record<string, string>>;

export const MAPPING_SECTIONS: readonly MappingSection[] = ['roles', 'workTypes', 'products', 'recurring', 'stages'];

/** Our records each section maps, and the PSA's records they map onto. */
export function sectionRecords(
  view: IntegrationMappingView,
  section: MappingSection,
): { ours: NamedRef[]; theirs: NamedRef[] } {
  switch (section) {
    case 'roles':
      return { ours: view.ours.roles, theirs: view.lookups.roles };
    case 'workTypes':
      return { ours: view.ours.roles, theirs: view.lookups.workTypes };
    case 'products':
      return { ours: view.ours.products, theirs: view.lookups.products };
    case 'recurring':
      return { ours: view.ours.recurring, theirs: view.lookups.agreementTypes };
    case 'stages':
      return { ours: view.ours.stages, theirs: view.lookups.opportunityStages };
  }
}

/** Each row prefilled with the saved mapping, else the suggestion by name, else not mapped. */
export function initialChoices(view: IntegrationMappingView): MappingChoices {
  const entries = MAPPING_SECTIONS.map((section) => {
    const { ours } = sectionRecords(view, section);
    const row = (id: string) => view.mapping[section][id] ?? view.suggested[section][id] ?? '';
    return [section, Object.fromEntries(ours.map((record) => [record.id, row(record.id)]))] as const;
  });
  return Object.fromEntries(entries) as MappingChoices;
}

/** The row shows the suggestion (nothing saved for it yet, and the suggestion still chosen). */
export function isSuggested(
  view: IntegrationMappingView,
  choices: MappingChoices,
  section: MappingSection,
  id: string,
) {
  const suggestion = view.suggested[section][id];
  return !view.mapping[section][id] && Boolean(suggestion) && choices[section][id] === suggestion;
}

const chosen = (rows: Record<string, string>) => Object.fromEntries(Object.entries(rows).filter(([, value]) => value));

/** The phase names as saved for the sections the screen lists (other saved ones are kept as they are). */
export const initialPhaseNames = (view: IntegrationMappingView): Record<string, string> =>
  Object.fromEntries(view.ours.phases.map((section) => [section, view.mapping.phases[section] ?? '']));

/** A phase name worth saving: typed, and not the section's own name. */
function phaseMapping(view: IntegrationMappingView, names: Record<string, string>) {
  const kept = Object.fromEntries(Object.entries(view.mapping.phases).filter(([section]) => !(section in names)));
  const typed = Object.entries(names)
    .map(([section, name]) => [section, name.trim()] as const)
    .filter(([section, name]) => name && name !== section);
  return { ...kept, ...Object.fromEntries(typed) };
}

/** The mapping to save: the chosen rows of each section and the typed phase names. */
export function toMapping(
  view: IntegrationMappingView,
  choices: MappingChoices,
  phaseNames: Record<string, string> = initialPhaseNames(view),
): IntegrationMapping {
  return {
    roles: chosen(choices.roles),
    workTypes: chosen(choices.workTypes),
    phases: phaseMapping(view, phaseNames),
    products: chosen(choices.products),
    recurring: chosen(choices.recurring),
    stages: chosen(choices.stages),
  };
}

const sameRows = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/** Whether saving would change what is saved (a suggestion not yet saved counts as a change). */
export function hasChanges(
  view: IntegrationMappingView,
  choices: MappingChoices,
  phaseNames: Record<string, string> = initialPhaseNames(view),
): boolean {
  const next = toMapping(view, choices, phaseNames);
  return (
    MAPPING_SECTIONS.some((section) => !sameRows(next[section], view.mapping[section])) ||
    !sameRows(next.phases, view.mapping.phases)
  );
}
