import type { PsaRefs } from '../psa-adapter';
import type { AutotaskApi } from './autotask-api';
import { goneError } from './autotask-gone';
import { getById, queryAll, type AutotaskRow } from './autotask-query';

export interface ProjectTree {
  project: AutotaskRow;
  phases: Map<string, AutotaskRow>;
  tasks: Map<string, AutotaskRow>;
  charges: Map<string, AutotaskRow>;
}

/**
 * What Autotask holds now for a project we made: one read for the project and one query per child kind (phases,
 * tasks, charges; only when we linked some), so an unchanged re-push costs a handful of calls.
 */
export async function readProjectTree(api: AutotaskApi, projectId: string, existing: PsaRefs): Promise<ProjectTree> {
  const project = await getById<AutotaskRow>(api, 'Projects', projectId, 'the project');
  if (!project) throw goneError('the project', 'project');
  const keys = [...existing.keys()];
  const byProject = [{ op: 'eq', field: 'projectID', value: Number(projectId) }];
  const children = (prefix: string, entity: string, what: string) =>
    keys.some((key) => key.startsWith(prefix)) ? queryAll<AutotaskRow>(api, entity, byProject, { what }) : [];
  const [phases, tasks, charges] = await Promise.all([
    children('phase:', 'Phases', 'the project phases'),
    children('task:', 'Tasks', 'the project tasks'),
    children('charge:', 'ProjectCharges', 'the project charges'),
  ]);
  return { project, phases: indexById(phases), tasks: indexById(tasks), charges: indexById(charges) };
}

function indexById(rows: AutotaskRow[]): Map<string, AutotaskRow> {
  return new Map(rows.map((row) => [String(row.id), row]));
}
