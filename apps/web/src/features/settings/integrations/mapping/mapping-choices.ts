import type { IntegrationMapping, IntegrationMappingView, NamedRef } from '@/data/integrations';

/** The mappings edited here, row by row ('' = not mapped). Phases are kept as saved. */
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

/** The mapping to save: the chosen rows of each section, the saved phases unchanged. */
export function toMapping(view: IntegrationMappingView, choices: MappingChoices): IntegrationMapping {
  return {
    roles: chosen(choices.roles),
    workTypes: chosen(choices.workTypes),
    phases: view.mapping.phases,
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
export function hasChanges(view: IntegrationMappingView, choices: MappingChoices): boolean {
  const next = toMapping(view, choices);
  return MAPPING_SECTIONS.some((section) => !sameRows(next[section], view.mapping[section]));
}
