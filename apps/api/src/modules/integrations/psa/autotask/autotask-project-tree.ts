import type { PsaRefs } from '../psa-adapter';
import type { AutotaskApi } from './autotask-api';
import { goneError } from './autotask-gone';
import { getById, queryAll, type AutotaskRow } from './autotask-query';

export interface ProjectTree {
  project: AutotaskRow;
  phases: Map<string, AutotaskRow>;
  tasks: Map<string, AutotaskRow>;
}

/**
 * What Autotask holds now for a project we made: one read for the project and one query per child kind (only
 * when we linked children), so an unchanged re-push costs a handful of calls.
 */
export async function readProjectTree(api: AutotaskApi, projectId: string, existing: PsaRefs): Promise<ProjectTree> {
  const project = await getById<AutotaskRow>(api, 'Projects', projectId, 'the project');
  if (!project) throw goneError('the project', 'project');
  const keys = [...existing.keys()];
  const byProject = [{ op: 'eq', field: 'projectID', value: Number(projectId) }];
  const [phases, tasks] = await Promise.all([
    keys.some((key) => key.startsWith('phase:'))
      ? queryAll<AutotaskRow>(api, 'Phases', byProject, { what: 'the project phases' })
      : [],
    keys.some((key) => key.startsWith('task:'))
      ? queryAll<AutotaskRow>(api, 'Tasks', byProject, { what: 'the project tasks' })
      : [],
  ]);
  return { project, phases: indexById(phases), tasks: indexById(tasks) };
}

function indexById(rows: AutotaskRow[]): Map<string, AutotaskRow> {
  return new Map(rows.map((row) => [String(row.id), row]));
}
