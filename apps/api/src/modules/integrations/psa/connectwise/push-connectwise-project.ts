import { PsaError, type PsaProjectPlan, type PsaRecordRef, type PsaRefs } from '../psa-adapter';
import type { ConnectWiseClient } from './connectwise-client';
import type { ConnectWiseOptions } from './connectwise-credentials';
import { toCwDate } from './connectwise-opportunities';
import { diffOperations } from './connectwise-patch';
import { toRecordRef, toRecordUrl } from './connectwise-record-urls';
import { CW_LIMITS, truncateText } from './connectwise-text';
import {
  pushConnectWisePhase,
  pushConnectWiseTask,
  readConnectWiseProjectTree,
  type PhasePushContext,
} from './push-connectwise-phases';

type RecordRef = (key: string, ref: PsaRecordRef) => Promise<void>;

interface CwProject {
  id: number;
  name: string;
  estimatedStart?: string;
  estimatedEnd?: string;
  budgetHours?: number;
}

interface CwNote {
  id: number;
  text: string;
}

const PROJECT = { what: 'the project', record: 'project' };
const NOTES = { what: 'the project notes', record: 'notes' };
/** The scope note's ref is kept beside the project's, so a re-push edits it instead of adding another. */
export const NOTES_KEY = 'notes';

export function createConnectWiseProjectPush(cw: ConnectWiseClient, options: ConnectWiseOptions) {
  let board: Promise<number> | null = null;
  const projectBoard = () => {
    if (options.projectBoardId) return Promise.resolve(Number(options.projectBoardId));
    board ??= cw.get<{ id: number }[]>('/project/boards', { pageSize: 1, orderBy: 'id asc' }, PROJECT).then((rows) => {
      if (rows[0]) return rows[0].id;
      board = null;
      throw new PsaError('invalid', 'ConnectWise has no project board: add one in Setup Tables > Project Board', {
        record: 'project',
      });
    });
    return board;
  };

  async function upsertProject(plan: PsaProjectPlan, existing: PsaRefs, record: RecordRef) {
    const totalHours = plan.phases.flatMap((phase) => phase.tasks).reduce((sum, task) => sum + task.hours, 0);
    const wanted = {
      name: truncateText(plan.name, CW_LIMITS.projectName),
      estimatedStart: toCwDate(plan.start),
      estimatedEnd: toCwDate(plan.end),
      budgetHours: Math.round(totalHours * 100) / 100,
    };
    const linked = existing.get('project');
    if (linked) {
      const current = await cw.get<CwProject>(`/project/projects/${encodeURIComponent(linked.id)}`, {}, PROJECT);
      const operations = diffOperations(current, wanted);
      if (operations.length > 0) await cw.patch(`/project/projects/${current.id}`, operations, PROJECT);
      return { id: current.id, isNew: false };
    }
    const made = await cw.post<CwProject>(
      '/project/projects',
      {
        ...wanted,
        company: { id: Number(plan.companyId) },
        board: { id: await projectBoard() },
        billingMethod: options.billingMethod ?? 'FixedFee',
        billingRateType: 'WorkRole',
        ...(plan.opportunityId ? { opportunity: { id: Number(plan.opportunityId) } } : {}),
        ...(options.projectManagerId ? { manager: { id: Number(options.projectManagerId) } } : {}),
      },
      PROJECT,
    );
    await record('project', toRecordRef(await cw.site(), 'project', made.id));
    return { id: made.id, isNew: true };
  }

  async function upsertNotes(projectId: number, text: string, linked: PsaRecordRef | undefined, record: RecordRef) {
    const path = `/project/projects/${projectId}/notes`;
    const current = linked ? await cw.find<CwNote>(`${path}/${encodeURIComponent(linked.id)}`, NOTES) : null;
    if (current) {
      if (current.text !== text)
        await cw.patch(`${path}/${current.id}`, [{ op: 'replace', path: 'text', value: text }], NOTES);
      return;
    }
    const made = await cw.post<CwNote>(path, { text }, NOTES);
    await record(NOTES_KEY, { id: String(made.id), url: toRecordUrl(await cw.site(), 'project', projectId) });
  }

  return async function pushProject(plan: PsaProjectPlan, existing: PsaRefs, record: RecordRef): Promise<PsaRefs> {
    const refs = new Map(existing);
    const save: RecordRef = async (key, ref) => {
      refs.set(key, ref);
      await record(key, ref);
    };
    const project = await upsertProject(plan, existing, save);
    // Links from before a project was made again point into the deleted one.
    if (project.isNew) for (const key of refs.keys()) if (key !== 'project') refs.delete(key);
    if (plan.notes.trim()) await upsertNotes(project.id, plan.notes.trim(), refs.get(NOTES_KEY), save);

    const site = await cw.site();
    const ctx: PhasePushContext = {
      cw,
      projectId: project.id,
      refs,
      save: async (key, id, kind) => {
        const ref =
          kind === 'ticket'
            ? toRecordRef(site, 'ticket', id)
            : { id: String(id), url: toRecordUrl(site, 'project', project.id) };
        await save(key, ref);
        return ref;
      },
    };
    const phases = [...plan.phases].sort((a, b) => a.sequence - b.sequence);
    const hasLinked = (prefix: string, keys: string[]) => keys.some((key) => refs.has(`${prefix}${key}`));
    const tree = await readConnectWiseProjectTree(
      ctx,
      hasLinked(
        'phase:',
        phases.map((phase) => phase.key),
      ),
      hasLinked(
        'task:',
        phases.flatMap((phase) => phase.tasks.map((task) => task.key)),
      ),
    );
    for (const phase of phases) {
      const phaseId = await pushConnectWisePhase(ctx, phase, tree.phases);
      for (const task of phase.tasks) await pushConnectWiseTask(ctx, task, phaseId, tree.tickets);
    }
    return refs;
  };
}
