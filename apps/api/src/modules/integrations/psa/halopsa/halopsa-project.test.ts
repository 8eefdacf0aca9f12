import { describe, expect, it } from 'vitest';
import { PsaError } from '../psa-adapter';
import {
  deleteHaloMilestone,
  deleteHaloTicket,
  seedHaloClient,
} from '../../../../testing/psa-fakes/halopsa/halopsa-fake-seeds';
import { buildPlan, refRecorder, startHalo } from './halopsa.test-helpers';

async function startWithCompany(options?: Parameters<typeof startHalo>[0]) {
  const halo = await startHalo(options);
  const acme = seedHaloClient(halo.state, { name: 'Acme' });
  return { ...halo, companyId: String(acme.id) };
}

describe('HaloPSA pushProject', () => {
  it('pushes 6 phases and 60 tasks in two POSTs, then updates them in place', async () => {
    const { adapter, state, transport, companyId } = await startWithCompany();
    const plan = buildPlan(companyId);
    const first = refRecorder();
    const refs = await adapter.pushProject(plan, new Map(), first.record);

    const firstPushCalls = transport.calls;
    expect(firstPushCalls).toBe(5);
    expect(state.projects).toHaveLength(1);
    expect(state.phases).toHaveLength(6);
    expect(state.tasks).toHaveLength(60);
    expect(refs.size).toBe(67);
    expect(first.refs).toEqual(refs);
    const project = state.projects[0];
    const firstLine = plan.phases[0]?.tasks[0];
    const stored = state.tickets.get(Number(refs.get('task:line-1-1')?.id));
    expect(stored).toMatchObject({
      parent_id: project?.id,
      milestone_id: Number(refs.get('phase:section-1')?.id),
      estimate: firstLine?.hours,
      budgettype_id: Number(firstLine?.roleId),
      summary: 'Task 1.1',
    });
    const plannedHours = plan.phases.flatMap((p) => p.tasks).reduce((sum, t) => sum + t.hours, 0);
    expect(state.tasks.reduce((sum, t) => sum + Number(t.estimate), 0)).toBe(plannedHours);
    expect(project?.budgets.reduce((sum, b) => sum + b.hours, 0)).toBe(plannedHours);

    const again = refRecorder(refs);
    const before = transport.calls;
    await adapter.pushProject(plan, refs, again.record);
    expect(transport.calls - before).toBe(4);
    expect(state.projects).toHaveLength(1);
    expect(state.phases).toHaveLength(6);
    expect(state.tasks).toHaveLength(60);
    expect(state.projects[0]?.budgets).toHaveLength(project?.budgets.length ?? 0);
  });

  it('adds a new phase and changes hours without duplicating anything', async () => {
    const { adapter, state, companyId } = await startWithCompany();
    const plan = buildPlan(companyId);
    const refs = await adapter.pushProject(plan, new Map(), refRecorder().record);

    const changed = buildPlan(companyId);
    const line = changed.phases[2]?.tasks[3];
    if (line) line.hours = 40;
    changed.phases.push({
      key: 'section-7',
      name: 'Hypercare',
      sequence: 7,
      tasks: [{ key: 'line-7-1', summary: 'Post go-live support', notes: '', hours: 8, roleId: '4', workTypeId: null }],
    });
    const recorder = refRecorder(refs);
    const after = await adapter.pushProject(changed, refs, recorder.record);

    expect(state.phases).toHaveLength(7);
    expect(state.tasks).toHaveLength(61);
    expect(state.tickets.get(Number(refs.get('task:line-3-4')?.id))?.estimate).toBe(40);
    const hypercare = state.tickets.get(Number(after.get('task:line-7-1')?.id));
    expect(hypercare).toMatchObject({ milestone_id: Number(after.get('phase:section-7')?.id), budgettype_id: 4 });
    expect([...recorder.refs.keys()].filter((key) => !refs.has(key))).toEqual(['phase:section-7', 'task:line-7-1']);
  });

  it('resumes a push interrupted half-way with exactly one of everything', async () => {
    const { adapter, state, companyId } = await startWithCompany({ options: { taskBatchSize: 25 } });
    state.faults.push({ kind: 'unavailable', path: '/api/Tickets', method: 'POST', skip: 1 });
    const plan = buildPlan(companyId);
    const recorder = refRecorder();
    const error = await adapter.pushProject(plan, new Map(), recorder.record).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unavailable', isTransient: true });
    expect(recorder.refs.size).toBe(1 + 6 + 25);

    const resumed = refRecorder(recorder.refs);
    const refs = await adapter.pushProject(plan, recorder.refs, resumed.record);
    expect(refs.size).toBe(67);
    expect(state.projects).toHaveLength(1);
    expect(state.phases).toHaveLength(6);
    expect(state.tasks).toHaveLength(60);
  });

  it('adopts what Halo saved when its answer was lost, instead of creating it twice', async () => {
    const { adapter, state, companyId } = await startWithCompany({ options: { taskBatchSize: 25 } });
    state.faults.push({ kind: 'lost_answer', path: '/api/Tickets', method: 'POST', skip: 1 });
    const plan = buildPlan(companyId);
    const recorder = refRecorder();
    await expect(adapter.pushProject(plan, new Map(), recorder.record)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(state.tasks).toHaveLength(50);

    const refs = await adapter.pushProject(plan, recorder.refs, refRecorder(recorder.refs).record);
    expect(refs.size).toBe(67);
    expect(state.tasks).toHaveLength(60);
    expect(new Set([...refs.values()].map((ref) => ref.id)).size).toBe(67);
  });

  it("reports a project deleted in Halo as 'gone'", async () => {
    const { adapter, state, companyId } = await startWithCompany();
    const plan = buildPlan(companyId, 2, 2);
    const refs = await adapter.pushProject(plan, new Map(), refRecorder().record);
    deleteHaloTicket(state, refs.get('project')?.id ?? '');
    const error = await adapter.pushProject(plan, refs, refRecorder(refs).record).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PsaError);
    expect(error).toMatchObject({ kind: 'gone', extra: { record: 'project' } });
  });

  it("reports a deleted milestone or task as 'gone' with its key", async () => {
    const { adapter, state, companyId } = await startWithCompany();
    const plan = buildPlan(companyId, 2, 2);
    const refs = await adapter.pushProject(plan, new Map(), refRecorder().record);
    deleteHaloTicket(state, refs.get('task:line-2-1')?.id ?? '');
    await expect(adapter.pushProject(plan, refs, refRecorder(refs).record)).rejects.toMatchObject({
      kind: 'gone',
      extra: { record: 'task:line-2-1' },
    });
    deleteHaloMilestone(state, refs.get('project')?.id ?? '', refs.get('phase:section-1')?.id ?? '');
    await expect(adapter.pushProject(plan, refs, refRecorder(refs).record)).rejects.toMatchObject({
      kind: 'gone',
      extra: { record: 'phase:section-1' },
    });
  });

  it('truncates names longer than Halo accepts', async () => {
    const { adapter, state, companyId } = await startWithCompany();
    const plan = buildPlan(companyId, 1, 1);
    plan.name = 'P'.repeat(400);
    const [phase] = plan.phases;
    if (phase) phase.name = 'M'.repeat(300);
    await adapter.pushProject(plan, new Map(), refRecorder().record);
    expect(state.projects[0]?.summary).toHaveLength(250);
    expect(state.phases[0]?.name).toHaveLength(100);
  });
});
