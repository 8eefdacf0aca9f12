import { SERVICE_AREA_LABELS, type ServiceArea } from '@scopewright/domain';
import { SERVICE_LIBRARY } from '@scopewright/scoping';

/**
 * A deal's service areas are those of the library services its primary quote's labour came from: a library line
 * names its service (`id:<service id>`), an AI line its task by name (`task:<name>`), matched to the library's tasks.
 */
const AREA_BY_REF = new Map<string, ServiceArea[]>();
for (const service of SERVICE_LIBRARY) {
  const add = (ref: string) => {
    const areas = AREA_BY_REF.get(ref) ?? [];
    if (!areas.includes(service.area)) areas.push(service.area);
    AREA_BY_REF.set(ref, areas);
  };
  add(`id:${service.id}`);
  for (const task of service.tasks) add(`task:${task.name}`);
}

/** The areas' labels, in the library's words ("Networking", "Backup & disaster recovery"). */
export function serviceAreasOf(refs: readonly string[] | null): string[] {
  if (!refs || refs.length === 0) return [];
  const labels = new Set<string>();
  for (const ref of refs) for (const area of AREA_BY_REF.get(ref) ?? []) labels.add(SERVICE_AREA_LABELS[area]);
  return [...labels];
}
