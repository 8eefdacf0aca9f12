import type { PsaProjectPlan, PsaRecordRef, PsaRefs, PsaTaskPlan } from '../psa-adapter';
import type { AutotaskApi } from './autotask-api';
import type { AutotaskOptions } from './autotask-credentials';
import { createChild, goneError } from './autotask-gone';
import {
  buildAssignment,
  buildNewPhase,
  buildNewProject,
  buildNewTask,
  buildPhaseValues,
  buildProjectValues,
  buildTaskValues,
  diffValues,
} from './autotask-project-bodies';
import { pushCharges } from './autotask-project-charges';
import { readProjectTree, type ProjectTree } from './autotask-project-tree';
import type { AutotaskRow } from './autotask-query';
import { resolveRoleAssignments, type RoleAssignment } from './autotask-resources';
import { buildRecordUrl } from './autotask-urls';

type Recorder = (key: string, ref: PsaRecordRef) => Promise<void>;

/**
 * Creates what `existing` lacks and patches what changed, one record at a time so each is recorded first: the
 * project, its phases and tasks, then a charge per product.
 */
export async function pushProject(
  api: AutotaskApi,
  options: AutotaskOptions,
  plan: PsaProjectPlan,
  existing: PsaRefs,
  record: Recorder,
): Promise<PsaRefs> {
  const refs = new Map(existing);
  const { webUrl } = await api.zone();
  const remember = async (key: string, id: number | string, kind: 'project' | 'task', projectId: number) => {
    const ref = { id: String(id), url: buildRecordUrl(webUrl, kind, kind === 'task' ? id : projectId) };
    await record(key, ref);
    refs.set(key, ref);
  };

  const roleIds = plan.phases.flatMap((phase) => phase.tasks.map((task) => task.roleId ?? ''));
  const roles = await resolveRoleAssignments(api, roleIds, options.ownerResourceId);

  const linkedProject = existing.get('project');
  let tree: ProjectTree | null = null;
  let projectId: number;
  if (linkedProject) {
    tree = await readProjectTree(api, linkedProject.id, existing);
    projectId = Number(linkedProject.id);
    const changes = diffValues(buildProjectValues(plan), tree.project);
    if (Object.keys(changes).length > 0) {
      await api.call('PATCH', 'Projects', { what: 'the project', record: 'project' }, { id: projectId, ...changes });
    }
  } else {
    const body = buildNewProject(plan, options.ownerResourceId);
    projectId = (await api.call<{ itemId: number }>('POST', 'Projects', { what: 'the project' }, body)).itemId;
    await remember('project', projectId, 'project', projectId);
  }

  const children = `Projects/${projectId}`;
  for (const phase of [...plan.phases].sort((a, b) => a.sequence - b.sequence)) {
    const phaseKey = `phase:${phase.key}`;
    const what = `the phase "${phase.name}"`;
    const linkedPhase = tree ? existing.get(phaseKey) : undefined;
    let phaseId: number;
    if (linkedPhase) {
      const current = tree!.phases.get(linkedPhase.id);
      if (!current) throw goneError(what, phaseKey);
      phaseId = current.id;
      const changes = diffValues(buildPhaseValues(phase), current);
      if (Object.keys(changes).length > 0) {
        await api.call('PATCH', `${children}/Phases`, { what, record: phaseKey }, { id: phaseId, ...changes });
      }
    } else {
      const body = buildNewPhase(projectId, phase, plan);
      phaseId = (await createChild(api, projectId, `${children}/Phases`, what, body)).itemId;
      await remember(phaseKey, phaseId, 'project', projectId);
    }

    for (const task of phase.tasks) {
      const taskKey = `task:${task.key}`;
      const taskWhat = `the task "${task.summary}"`;
      const linkedTask = tree ? existing.get(taskKey) : undefined;
      if (linkedTask) {
        const current = tree!.tasks.get(linkedTask.id);
        if (!current) throw goneError(taskWhat, taskKey);
        const changes = diffTask(task, phaseId, current, roles);
        if (Object.keys(changes).length > 0) {
          const body = { id: current.id, ...changes };
          await api.call('PATCH', `${children}/Tasks`, { what: taskWhat, record: taskKey }, body);
        }
      } else {
        const body = buildNewTask(projectId, phaseId, task, roles);
        const { itemId } = await createChild(api, projectId, `${children}/Tasks`, taskWhat, body);
        await remember(taskKey, itemId, 'task', projectId);
      }
    }
  }
  await pushCharges(api, projectId, plan, existing, tree?.charges ?? null, (key, id) =>
    remember(key, id, 'project', projectId),
  );
  return refs;
}

function diffTask(task: PsaTaskPlan, phaseId: number, current: AutotaskRow, roles: Map<string, RoleAssignment>) {
  const changes = diffValues(buildTaskValues(task, phaseId), current);
  const roleChanged = task.roleId && Number(current.assignedResourceRoleID) !== Number(task.roleId);
  return roleChanged ? { ...changes, ...buildAssignment(task, roles) } : changes;
}
