import { PsaError, type PsaPhasePlan, type PsaRecordRef, type PsaRefs, type PsaTaskPlan } from '../psa-adapter';
import type { ConnectWiseClient } from './connectwise-client';
import { diffOperations, toReference } from './connectwise-patch';
import { CW_LIMITS, truncateText } from './connectwise-text';

export interface CwPhase {
  id: number;
  description: string;
  wbsCode?: string;
  budgetHours?: number;
}

export interface CwProjectTicket {
  id: number;
  summary: string;
  budgetHours?: number;
  phase?: { id: number };
  workRole?: { id: number } | null;
  workType?: { id: number } | null;
}

export interface PhasePushContext {
  cw: ConnectWiseClient;
  projectId: number;
  refs: PsaRefs;
  save(key: string, id: number, kind: 'phase' | 'ticket'): Promise<PsaRecordRef>;
}

const PAGE = 1000;
const hoursOf = (phase: PsaPhasePlan) => phase.tasks.reduce((sum, task) => sum + task.hours, 0);
const roundHours = (hours: number) => Math.round(hours * 100) / 100;

function gone(what: string, record: string): PsaError {
  return new PsaError('gone', `ConnectWise no longer has ${what}: it was deleted there`, { record });
}

async function listAll<T>(cw: ConnectWiseClient, path: string, conditions: string | undefined, what: string) {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await cw.get<T[]>(path, { conditions, page, pageSize: PAGE }, { what, record: 'project' });
    rows.push(...batch);
    if (batch.length < PAGE) return rows;
  }
}

export async function pushConnectWisePhase(ctx: PhasePushContext, phase: PsaPhasePlan, current: Map<number, CwPhase>) {
  const key = `phase:${phase.key}`;
  const what = `the phase "${phase.name}"`;
  const wanted = {
    description: truncateText(phase.name, CW_LIMITS.phaseDescription),
    wbsCode: String(phase.sequence),
    budgetHours: roundHours(hoursOf(phase)),
  };
  const ref = ctx.refs.get(key);
  if (!ref) {
    const made = await ctx.cw.post<CwPhase>(`/project/projects/${ctx.projectId}/phases`, wanted, { what, record: key });
    await ctx.save(key, made.id, 'phase');
    return made.id;
  }
  const existing = current.get(Number(ref.id));
  if (!existing) throw gone(what, key);
  const operations = diffOperations(existing, wanted);
  if (operations.length > 0) {
    await ctx.cw.patch(`/project/projects/${ctx.projectId}/phases/${existing.id}`, operations, { what, record: key });
  }
  return existing.id;
}

export async function pushConnectWiseTask(
  ctx: PhasePushContext,
  task: PsaTaskPlan,
  phaseId: number,
  current: Map<number, CwProjectTicket>,
) {
  const key = `task:${task.key}`;
  const what = `the project ticket "${truncateText(task.summary, 60)}"`;
  const wanted = {
    summary: truncateText(task.summary, CW_LIMITS.ticketSummary),
    budgetHours: roundHours(task.hours),
    phase: { id: phaseId },
    workRole: toReference(task.roleId),
    workType: toReference(task.workTypeId),
  };
  const ref = ctx.refs.get(key);
  if (!ref) {
    const body = {
      ...wanted,
      project: { id: ctx.projectId },
      billTime: 'Billable',
      ...(task.notes.trim() ? { initialDescription: task.notes.trim() } : {}),
    };
    const made = await ctx.cw.post<CwProjectTicket>('/project/tickets', body, { what, record: key });
    await ctx.save(key, made.id, 'ticket');
    return;
  }
  const existing = current.get(Number(ref.id));
  if (!existing) throw gone(what, key);
  const operations = diffOperations(existing, wanted);
  if (operations.length > 0) await ctx.cw.patch(`/project/tickets/${existing.id}`, operations, { what, record: key });
}

/** What the project holds now, read in as few calls as the linked records need (none on a first push). */
export async function readConnectWiseProjectTree(
  ctx: PhasePushContext,
  hasLinkedPhases: boolean,
  hasLinkedTasks: boolean,
) {
  const phases = hasLinkedPhases
    ? await listAll<CwPhase>(ctx.cw, `/project/projects/${ctx.projectId}/phases`, undefined, 'the project phases')
    : [];
  const tickets = hasLinkedTasks
    ? await listAll<CwProjectTicket>(ctx.cw, '/project/tickets', `project/id=${ctx.projectId}`, 'the project tickets')
    : [];
  return {
    phases: new Map(phases.map((row) => [row.id, row])),
    tickets: new Map(tickets.map((row) => [row.id, row])),
  };
}
