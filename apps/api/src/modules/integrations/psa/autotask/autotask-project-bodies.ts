import type { PsaPhasePlan, PsaProjectPlan, PsaTaskPlan } from '../psa-adapter';
import type { AutotaskRow } from './autotask-query';
import type { RoleAssignment } from './autotask-resources';
import { AUTOTASK_LIMITS, clipText, hoursToAutotask } from './autotask-text';

/** Autotask system picklist values: project type "Client", status "New", task type "Fixed Work". */
const PROJECT_TYPE_CLIENT = 5;
const STATUS_NEW = 1;
const TASK_TYPE_FIXED_WORK = 1;

export type Values = Record<string, string | number | null>;

export function buildProjectValues(plan: PsaProjectPlan): Values {
  return {
    projectName: clipText(plan.name, AUTOTASK_LIMITS.projectName),
    description: clipText(plan.notes, AUTOTASK_LIMITS.projectDescription),
    startDateTime: toDateTime(plan.start),
    endDateTime: toDateTime(plan.end),
  };
}

export function buildNewProject(plan: PsaProjectPlan, leadResourceId: string | undefined): Values {
  return {
    ...buildProjectValues(plan),
    companyID: Number(plan.companyId),
    projectType: PROJECT_TYPE_CLIENT,
    status: STATUS_NEW,
    ...(plan.opportunityId ? { opportunityID: Number(plan.opportunityId) } : {}),
    ...(leadResourceId ? { projectLeadResourceID: Number(leadResourceId) } : {}),
  };
}

export function buildPhaseValues(phase: PsaPhasePlan): Values {
  const hours = phase.tasks.reduce((sum, task) => sum + task.hours, 0);
  return { title: clipText(phase.name, AUTOTASK_LIMITS.phaseTitle), estimatedHours: hoursToAutotask(hours) };
}

export function buildNewPhase(projectId: number, phase: PsaPhasePlan, plan: PsaProjectPlan): Values {
  return {
    projectID: projectId,
    ...buildPhaseValues(phase),
    startDate: toDateTime(plan.start),
    dueDate: toDateTime(plan.end),
  };
}

export function buildTaskValues(task: PsaTaskPlan, phaseId: number): Values {
  return {
    phaseID: phaseId,
    title: clipText(task.summary, AUTOTASK_LIMITS.taskTitle),
    description: clipText(task.notes, AUTOTASK_LIMITS.taskDescription),
    estimatedHours: hoursToAutotask(task.hours),
    ...(task.workTypeId ? { billingCodeID: Number(task.workTypeId) } : {}),
  };
}

/** Role and resource go together; an unheld role leaves the task unassigned. */
export function buildAssignment(task: PsaTaskPlan, roles: Map<string, RoleAssignment>): Values {
  const holder = task.roleId ? roles.get(task.roleId) : undefined;
  if (!holder || !task.roleId) return {};
  return {
    assignedResourceID: holder.resourceId,
    assignedResourceRoleID: Number(task.roleId),
    ...(holder.departmentId ? { departmentID: holder.departmentId } : {}),
  };
}

export function buildNewTask(
  projectId: number,
  phaseId: number,
  task: PsaTaskPlan,
  roles: Map<string, RoleAssignment>,
): Values {
  return {
    projectID: projectId,
    ...buildTaskValues(task, phaseId),
    ...buildAssignment(task, roles),
    status: STATUS_NEW,
    taskType: TASK_TYPE_FIXED_WORK,
  };
}

/** The fields of `wanted` whose value differs from what Autotask holds; dates compare by day. */
export function diffValues(wanted: Values, current: AutotaskRow): Values {
  const changed: Values = {};
  for (const [field, value] of Object.entries(wanted)) {
    if (!isSame(value, current[field])) changed[field] = value;
  }
  return changed;
}

function isSame(wanted: unknown, current: unknown): boolean {
  if (typeof wanted === 'number') return Number(current) === wanted;
  if (typeof wanted === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(wanted) && typeof current === 'string') {
    return wanted.slice(0, 10) === current.slice(0, 10);
  }
  return (wanted ?? '') === (current ?? '');
}

export function toDateTime(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : new Date(date).toISOString();
}
