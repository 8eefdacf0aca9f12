import { describe, expect, it } from 'vitest';
import { buildPlan, refRecorder, seedCompany, useConnectWiseHarness } from './connectwise.test-helpers';

const cw = useConnectWiseHarness();

function tree() {
  const { projects, phases, tickets, notes } = cw.fake.state;
  return {
    projects: [...projects.values()],
    phases: [...phases.values()],
    tickets: [...tickets.values()],
    notes: [...notes.values()],
  };
}

describe('pushProject', () => {
  it('creates one phase per section and one project ticket per labour line, recording each as it goes', async () => {
    const plan = buildPlan(seedCompany(cw.fake, 'Acme Corp'));
    const { recorded, record } = refRecorder();
    const refs = await cw.adapter.pushProject(plan, new Map(), record);
    const { projects, phases, tickets, notes } = tree();
    expect(projects).toHaveLength(1);
    expect(projects[0]).toMatchObject({
      name: expect.stringMatching(/^Acme Corp – Microsoft 365.{0,60}…$/),
      board: { id: 5 },
      billingMethod: 'FixedFee',
    });
    expect((projects[0]?.name as string).length).toBe(75);
    expect(phases).toHaveLength(6);
    expect(phases.map((phase) => phase.wbsCode)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(tickets).toHaveLength(60);
    for (const phase of plan.phases) {
      for (const task of phase.tasks) {
        const ticket = tickets.find((row) => String(row.id) === refs.get(`task:${task.key}`)?.id);
        expect(ticket).toMatchObject({
          summary: task.summary,
          budgetHours: task.hours,
          workRole: { id: Number(task.roleId) },
          workType: { id: 3, name: 'Project Work' },
          phase: { id: Number(refs.get(`phase:${phase.key}`)?.id) },
        });
      }
    }
    expect(notes).toEqual([expect.objectContaining({ recordType: 'project', text: plan.notes })]);
    expect(recorded).toEqual(refs);
    expect(refs.get('project')?.url).toContain(`routeTo=ProjectFV&recid=${refs.get('project')?.id}`);
    // discovery + board + project + note + 6 phases + 60 tickets
    expect(cw.transport.calls).toBe(70);
  });

  it('re-pushing the same plan reads three lists and writes nothing', async () => {
    const plan = buildPlan(seedCompany(cw.fake, 'Acme Corp'));
    const first = await cw.adapter.pushProject(plan, new Map(), refRecorder().record);
    const callsBefore = cw.transport.calls;
    const again = refRecorder();
    await expect(cw.adapter.pushProject(plan, first, again.record)).resolves.toEqual(first);
    expect(again.recorded.size).toBe(0);
    expect(cw.transport.calls - callsBefore).toBe(4);
    expect(tree()).toMatchObject({
      projects: { length: 1 },
      phases: { length: 6 },
      tickets: { length: 60 },
      notes: { length: 1 },
    });
  });

  it('adds a new phase and updates changed hours in place', async () => {
    const plan = buildPlan(seedCompany(cw.fake, 'Acme Corp'));
    const first = await cw.adapter.pushProject(plan, new Map(), refRecorder().record);
    plan.phases[2]!.tasks[4]!.hours = 12.5;
    plan.phases.push({ ...buildPlan(0, 7, 3).phases[6]!, key: 'section-7' });
    cw.takeRequests();
    const { recorded, record } = refRecorder();
    await cw.adapter.pushProject(plan, first, record);
    const { phases, tickets } = tree();
    expect(phases).toHaveLength(7);
    expect(tickets).toHaveLength(63);
    const changed = tickets.find((row) => String(row.id) === first.get('task:line-3-5')?.id);
    expect(changed?.budgetHours).toBe(12.5);
    expect([...recorded.keys()]).toEqual(['phase:section-7', 'task:line-7-1', 'task:line-7-2', 'task:line-7-3']);
    const writes = cw.takeRequests().filter((request) => request.method !== 'GET');
    expect(writes.map((request) => request.method)).toEqual([
      'PATCH',
      'PATCH',
      'PATCH',
      'POST',
      'POST',
      'POST',
      'POST',
    ]);
  });

  it('resumes a push interrupted half-way without duplicating anything', async () => {
    const plan = buildPlan(seedCompany(cw.fake, 'Acme Corp'));
    const { recorded, record } = refRecorder();
    cw.fake.state.faults.push({ kind: 'unavailable', match: { method: 'POST', path: '/project/tickets' }, after: 30 });
    await expect(cw.adapter.pushProject(plan, new Map(), record)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(recorded.size).toBe(1 + 1 + 4 + 30);
    const refs = await cw.adapter.pushProject(plan, recorded, record);
    expect(tree()).toMatchObject({
      projects: { length: 1 },
      phases: { length: 6 },
      tickets: { length: 60 },
      notes: { length: 1 },
    });
    expect(refs.size).toBe(1 + 1 + 6 + 60);
  });

  it.each([
    ['project', (refs: Map<string, { id: string }>) => ['project', refs.get('project')!.id] as const],
    ['phase:section-2', (refs: Map<string, { id: string }>) => ['phase', refs.get('phase:section-2')!.id] as const],
    ['task:line-4-4', (refs: Map<string, { id: string }>) => ['ticket', refs.get('task:line-4-4')!.id] as const],
  ])("says 'gone' for the %s deleted in ConnectWise", async (record, pick) => {
    const plan = buildPlan(seedCompany(cw.fake, 'Acme Corp'));
    const refs = new Map(await cw.adapter.pushProject(plan, new Map(), refRecorder().record));
    const [kind, id] = pick(refs);
    cw.fake.remove(kind, id);
    await expect(cw.adapter.pushProject(plan, refs, refRecorder().record)).rejects.toMatchObject({
      kind: 'gone',
      extra: { record },
      message: expect.stringMatching(/^ConnectWise no longer has/),
    });
  });

  it('attaches the signed document and a note to the project', async () => {
    const plan = buildPlan(seedCompany(cw.fake, 'Acme Corp'), 1, 1);
    const refs = await cw.adapter.pushProject(plan, new Map(), refRecorder().record);
    const target = { kind: 'project' as const, id: refs.get('project')!.id };
    await cw.adapter.attachDocument(target, {
      name: 'SOW.docx',
      title: 'Statement of Work',
      bytes: new Uint8Array([80, 75]),
    });
    await cw.adapter.addNote(target, 'Accepted on 2 Nov 2026');
    expect([...cw.fake.state.documents.values()]).toEqual([
      expect.objectContaining({ recordType: 'Project', recordId: Number(target.id) }),
    ]);
    expect(tree().notes.map((note) => note.text)).toEqual([plan.notes, 'Accepted on 2 Nov 2026']);
  });
});
