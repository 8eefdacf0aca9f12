import type { PsaPhasePlan, PsaProjectPlan, PsaTaskPlan } from '../psa-adapter';

/** Our keys ('phase:<key>', 'task:<key>') → Halo ids, stored by earlier pushes or adopted from Halo. */
export type KnownIds = ReadonlyMap<string, string>;
import { toHaloDate } from './halopsa-opportunities';
import { readId, readList, readText, truncate, type HaloRecord } from './halopsa-records';

export const TICKET_SUMMARY_MAX = 250;
export const MILESTONE_NAME_MAX = 100;

export function buildProjectTicket(
  plan: PsaProjectPlan,
  current: HaloRecord | null,
  known: KnownIds,
  creation: { ticketTypeId: string; agentId: string } | null,
): HaloRecord {
  const ticket: HaloRecord = {
    summary: truncate(plan.name, TICKET_SUMMARY_MAX),
    client_id: Number(plan.companyId),
    details: plan.notes,
    startdate: toHaloDate(plan.start),
    targetdate: toHaloDate(plan.end),
    milestones: buildMilestones(plan, current, known),
    budgets: buildBudgets(plan, current),
  };
  if (current) ticket.id = Number(current.id);
  if (creation) {
    ticket.tickettype_id = Number(creation.ticketTypeId);
    ticket.agent_id = Number(creation.agentId);
  }
  return ticket;
}

/** Ours by id (or new), then any the MSP added by hand, unchanged, in case Halo treats the list as complete. */
function buildMilestones(plan: PsaProjectPlan, current: HaloRecord | null, known: KnownIds): HaloRecord[] {
  const ours = plan.phases.map((phase) => {
    const milestone: HaloRecord = {
      name: truncate(phase.name, MILESTONE_NAME_MAX),
      sequence: phase.sequence,
      start_date: toHaloDate(plan.start),
      target_date: toHaloDate(plan.end),
    };
    const id = known.get(`phase:${phase.key}`);
    if (id) milestone.id = Number(id);
    return milestone;
  });
  const ourIds = new Set(ours.map((milestone) => milestone.id).filter((id) => id !== undefined));
  const theirs = current ? readList(current, 'milestones').filter((m) => !ourIds.has(Number(m.id))) : [];
  return [...ours, ...theirs];
}

function buildBudgets(plan: PsaProjectPlan, current: HaloRecord | null): HaloRecord[] {
  const hoursByRole = new Map<string, number>();
  for (const task of plan.phases.flatMap((phase) => phase.tasks)) {
    if (task.roleId) hoursByRole.set(task.roleId, (hoursByRole.get(task.roleId) ?? 0) + task.hours);
  }
  const currentBudgets = current ? readList(current, 'budgets') : [];
  const ours = [...hoursByRole].map(([roleId, hours]) => {
    const budget: HaloRecord = { budgettype_id: Number(roleId), hours };
    const match = currentBudgets.find((b) => String(b.budgettype_id) === roleId);
    if (match) budget.id = match.id;
    return budget;
  });
  const theirs = currentBudgets.filter((b) => !hoursByRole.has(String(b.budgettype_id)));
  return [...ours, ...theirs];
}

export function buildTaskTicket(
  task: PsaTaskPlan,
  context: { projectId: string; companyId: string; milestoneId: string; ticketTypeId: string | null },
  existingId: string | undefined,
): HaloRecord {
  const ticket: HaloRecord = {
    summary: truncate(task.summary, TICKET_SUMMARY_MAX),
    details: task.notes,
    parent_id: Number(context.projectId),
    client_id: Number(context.companyId),
    milestone_id: Number(context.milestoneId),
    estimate: task.hours,
  };
  if (task.roleId) ticket.budgettype_id = Number(task.roleId);
  if (existingId) ticket.id = Number(existingId);
  else if (context.ticketTypeId) ticket.tickettype_id = Number(context.ticketTypeId);
  return ticket;
}

/** 'phase:<key>' → milestone id: the id we know, or else an unclaimed milestone with the same sequence and name. */
export function matchMilestones(
  phases: PsaPhasePlan[],
  milestones: HaloRecord[],
  known: KnownIds,
): Map<string, string> {
  const matched = new Map<string, string>();
  const claimed = new Set<string>();
  for (const phase of phases) {
    const id = known.get(`phase:${phase.key}`);
    if (id && milestones.some((m) => readId(m) === id)) {
      matched.set(`phase:${phase.key}`, id);
      claimed.add(id);
    }
  }
  for (const phase of phases) {
    if (known.has(`phase:${phase.key}`)) continue;
    const name = truncate(phase.name, MILESTONE_NAME_MAX);
    const open = milestones.filter((m) => !claimed.has(readId(m)));
    const found =
      open.find((m) => Number(m.sequence) === phase.sequence && readText(m, 'name') === name) ??
      open.find((m) => readText(m, 'name') === name);
    if (found) {
      matched.set(`phase:${phase.key}`, readId(found));
      claimed.add(readId(found));
    }
  }
  return matched;
}

/** 'task:<key>' → child ticket id for tasks we never heard back about: same milestone and summary, unclaimed. */
export function adoptTasks(phases: PsaPhasePlan[], children: HaloRecord[], known: KnownIds): Map<string, string> {
  const claimed = new Set([...known.values()]);
  const adopted = new Map<string, string>();
  for (const phase of phases) {
    const milestoneId = known.get(`phase:${phase.key}`);
    for (const task of phase.tasks) {
      if (!milestoneId || known.has(`task:${task.key}`)) continue;
      const summary = truncate(task.summary, TICKET_SUMMARY_MAX);
      const found = children.find(
        (child) =>
          !claimed.has(readId(child)) &&
          String(child.milestone_id) === milestoneId &&
          readText(child, 'summary') === summary,
      );
      if (found) {
        adopted.set(`task:${task.key}`, readId(found));
        claimed.add(readId(found));
      }
    }
  }
  return adopted;
}
