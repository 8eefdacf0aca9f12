import { afterEach, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../../../testing/psa-fakes/autotask/autotask-fake-entities';
import {
  PhaseCreate,
  ProjectChargeCreate,
  ProjectChargeUpdate,
  ProjectCreate,
  TaskCreate,
} from '../../../../testing/psa-fakes/autotask/autotask-schemas';
import type { PsaRecordRef, PsaRequest } from '../psa-adapter';
import { buildPlan, buildProducts, recordInto, ROLES, startAutotaskHarness } from './autotask.test-helpers';

let harness: Awaited<ReturnType<typeof startAutotaskHarness>> | null = null;
async function start() {
  harness = await startAutotaskHarness();
  return harness;
}
afterEach(async () => {
  await harness?.close();
  harness = null;
});

const HOLDER: Record<string, number> = {
  [ROLES.projectManager]: 29682886,
  [ROLES.seniorEngineer]: 29682887,
  [ROLES.engineer]: 29682888,
  [ROLES.helpDesk]: 29682888,
};

describe('Autotask adapter: pushProject', () => {
  it('pushes a 6-phase, 60-task plan as one project, 6 phases and 60 tasks with hours and roles', async () => {
    const { adapter, state, transport, sent } = await start();
    const plan = buildPlan('174');
    const refs = new Map<string, PsaRecordRef>();
    const result = await adapter.pushProject(plan, new Map(), recordInto(refs));

    expect(transport.calls).toBe(69);
    expect([state.projects.length, state.phases.length, state.tasks.length]).toEqual([1, 6, 60]);
    expect(refs.size).toBe(67);
    expect(result).toEqual(refs);
    const project = state.projects[0]!;
    expect(project).toMatchObject({ companyID: 174, projectType: 5, status: 1 });
    expect(refs.get('project')?.url).toMatch(new RegExp(`Code=OpenProject&ProjectID=${project.id}$`));
    for (const phase of plan.phases) {
      const phaseRow = state.phases.find((row) => row.id === Number(refs.get(`phase:${phase.key}`)?.id));
      expect(phaseRow).toMatchObject({ projectID: project.id, title: phase.name });
      for (const task of phase.tasks) {
        const row = state.tasks.find((entry) => entry.id === Number(refs.get(`task:${task.key}`)?.id));
        expect(row).toMatchObject({
          projectID: project.id,
          phaseID: phaseRow!.id,
          title: task.summary,
          estimatedHours: task.hours,
        });
        expect(row?.assignedResourceRoleID ?? null).toBe(task.roleId ? Number(task.roleId) : null);
        expect(row?.assignedResourceID ?? null).toBe(task.roleId ? HOLDER[task.roleId] : null);
      }
    }
    for (const request of sent.filter((entry) => entry.method === 'POST' && !entry.url.endsWith('/query'))) {
      const body = JSON.parse(String(request.body)) as unknown;
      const schema = request.url.endsWith('/Tasks')
        ? TaskCreate
        : request.url.endsWith('/Phases')
          ? PhaseCreate
          : ProjectCreate;
      schema.parse(body);
    }
  });

  it('re-pushes the same plan without duplicates or writes, then applies an added phase and changed hours', async () => {
    const { adapter, state, transport } = await start();
    const plan = buildPlan('174');
    const refs = new Map<string, PsaRecordRef>();
    await adapter.pushProject(plan, new Map(), recordInto(refs));

    const before = transport.calls;
    await adapter.pushProject(plan, new Map(refs), recordInto(refs));
    expect(transport.calls - before).toBe(4);
    expect([state.projects.length, state.phases.length, state.tasks.length]).toEqual([1, 6, 60]);

    const changed = buildPlan('174', 7, 10);
    changed.phases[0]!.tasks[0]!.hours = 12.5;
    const middle = transport.calls;
    await adapter.pushProject(changed, new Map(refs), recordInto(refs));
    expect(transport.calls - middle).toBe(4 + 2 + 11);
    expect([state.projects.length, state.phases.length, state.tasks.length]).toEqual([1, 7, 70]);
    const edited = state.tasks.find((row) => row.id === Number(refs.get('task:line-1-1')?.id));
    expect(edited?.estimatedHours).toBe(12.5);
    const firstPhase = state.phases.find((row) => row.id === Number(refs.get('phase:section-1')?.id));
    expect(firstPhase?.estimatedHours).toBe(changed.phases[0]!.tasks.reduce((sum, task) => sum + task.hours, 0));
  });

  it('resumes a push interrupted half-way from the refs recorded so far, making exactly one of everything', async () => {
    const { adapter, state } = await start();
    const plan = buildPlan('174');
    const refs = new Map<string, PsaRecordRef>();
    state.faults.queue.push({ after: 35, answer: 'unavailable' });
    const error = await adapter.pushProject(plan, new Map(), recordInto(refs)).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'unavailable', isTransient: true });
    expect(refs.size).toBeGreaterThan(20);
    expect(refs.size).toBeLessThan(67);

    await adapter.pushProject(plan, new Map(refs), recordInto(refs));
    expect([state.projects.length, state.phases.length, state.tasks.length]).toEqual([1, 6, 60]);
    expect(refs.size).toBe(67);
    expect(new Set(state.tasks.map((row) => row.title)).size).toBe(60);
  });

  it('reports a project deleted in Autotask as gone', async () => {
    const { adapter, state } = await start();
    const refs = new Map<string, PsaRecordRef>();
    await adapter.pushProject(buildPlan('174', 1, 2), new Map(), recordInto(refs));
    state.deleteRecord('projects', refs.get('project')!.id);
    await expect(adapter.pushProject(buildPlan('174', 1, 2), refs, recordInto(refs))).rejects.toMatchObject({
      kind: 'gone',
      extra: { record: 'project' },
    });
  });

  it('reports a task deleted in Autotask as gone with its key', async () => {
    const { adapter, state } = await start();
    const refs = new Map<string, PsaRecordRef>();
    await adapter.pushProject(buildPlan('174', 1, 2), new Map(), recordInto(refs));
    state.deleteRecord('tasks', refs.get('task:line-1-2')!.id);
    await expect(adapter.pushProject(buildPlan('174', 1, 2), refs, recordInto(refs))).rejects.toMatchObject({
      kind: 'gone',
      extra: { record: 'task:line-1-2' },
    });
  });

  it('leaves a task unassigned when nobody holds its role, and truncates long names', async () => {
    const { adapter, state } = await start();
    const plan = buildPlan('174', 1, 1);
    plan.name = 'P'.repeat(150);
    plan.phases[0]!.tasks[0] = {
      ...plan.phases[0]!.tasks[0]!,
      roleId: ROLES.networkArchitect,
      summary: 'T'.repeat(300),
    };
    await adapter.pushProject(plan, new Map(), recordInto(new Map()));
    expect(state.tasks[0]).not.toHaveProperty('assignedResourceRoleID');
    expect(String(state.tasks[0]?.title)).toHaveLength(255);
    expect(String(state.projects[0]?.projectName)).toHaveLength(100);
  });
});

/** "POST Projects/12/Charges" for each request after the first `from`, relative to the V1.0 base. */
const requestsOf = (sent: PsaRequest[], from = 0) =>
  sent.slice(from).map((request) => `${request.method} ${request.url.split('/V1.0/')[1] ?? request.url}`);
const chargeCalls = (sent: PsaRequest[], from = 0) =>
  requestsOf(sent, from).filter((line) => /Charges|BillingCodes/.test(line));
const MATERIAL_CODE = 29682804;

describe('Autotask adapter: pushProject, products as project charges', () => {
  it('makes a charge per product after the tasks, with quantity, net unit price, cost and the mapped product', async () => {
    const { adapter, state, sent } = await start();
    const plan = buildPlan('174', 1, 2, buildProducts());
    const refs = new Map<string, PsaRecordRef>();
    await adapter.pushProject(plan, new Map(), recordInto(refs));

    const projectId = state.projects[0]!.id;
    expect(chargeCalls(sent)).toEqual([
      'GET ProjectCharges/entityInformation/fields',
      'GET BillingCodes/entityInformation/fields',
      'POST BillingCodes/query',
      `POST Projects/${projectId}/Charges`,
      `POST Projects/${projectId}/Charges`,
    ]);
    const writes = requestsOf(sent).filter((line) => line.startsWith('POST Projects/'));
    expect(writes.slice(-2)).toEqual([`POST Projects/${projectId}/Charges`, `POST Projects/${projectId}/Charges`]);
    expect(state.projectCharges).toHaveLength(2);
    const [firewall, shelf] = state.projectCharges;
    expect(firewall).toEqual({
      id: Number(refs.get('charge:line-hw-1')?.id),
      projectID: projectId,
      name: 'Meraki MX68 firewall',
      description: 'Next-generation firewall with three years of advanced security.',
      productID: 501,
      unitQuantity: 2,
      unitPrice: 850.5,
      unitCost: 600,
      datePurchased: '2027-01-04T00:00:00Z',
      isBillableToCompany: true,
      chargeType: 1,
      status: 1,
      billingCodeID: MATERIAL_CODE,
    });
    expect(shelf).toMatchObject({ name: 'Rack shelf', unitQuantity: 1, unitPrice: 49.99, unitCost: 25 });
    expect(shelf).not.toHaveProperty('productID');
    expect(refs.get('charge:line-hw-2')).toEqual({
      id: String(shelf!.id),
      url: expect.stringMatching(new RegExp(`Code=OpenProject&ProjectID=${projectId}$`)) as string,
    });
    for (const request of sent.filter((entry) => entry.method === 'POST' && entry.url.endsWith('/Charges'))) {
      ProjectChargeCreate.parse(JSON.parse(String(request.body)));
    }
  });

  it('re-pushes unchanged charges with one query, and patches only the quantity that changed', async () => {
    const { adapter, state, sent } = await start();
    const plan = buildPlan('174', 1, 2, buildProducts());
    const refs = new Map<string, PsaRecordRef>();
    await adapter.pushProject(plan, new Map(), recordInto(refs));

    let from = sent.length;
    await adapter.pushProject(plan, new Map(refs), recordInto(refs));
    expect(chargeCalls(sent, from)).toEqual(['POST ProjectCharges/query']);
    expect(requestsOf(sent, from).filter((line) => !/^GET|\/query$/.test(line))).toEqual([]);

    plan.products[0]!.quantity = 3;
    from = sent.length;
    await adapter.pushProject(plan, new Map(refs), recordInto(refs));
    const projectId = state.projects[0]!.id;
    const chargeId = Number(refs.get('charge:line-hw-1')?.id);
    expect(requestsOf(sent, from).filter((line) => !/^GET|\/query$/.test(line))).toEqual([
      `PATCH Projects/${projectId}/Charges`,
    ]);
    expect(ProjectChargeUpdate.parse(JSON.parse(String(sent.at(-1)?.body)))).toEqual({ id: chargeId, unitQuantity: 3 });
    expect(state.projectCharges).toHaveLength(2);
    expect(state.projectCharges.find((row) => row.id === chargeId)?.unitQuantity).toBe(3);
  });

  it('reports a charge deleted in Autotask as gone with its key; unlinked, it is made again once', async () => {
    const { adapter, state } = await start();
    const plan = buildPlan('174', 1, 2, buildProducts());
    const refs = new Map<string, PsaRecordRef>();
    await adapter.pushProject(plan, new Map(), recordInto(refs));
    state.deleteRecord('projectCharges', refs.get('charge:line-hw-2')!.id);

    await expect(adapter.pushProject(plan, new Map(refs), recordInto(refs))).rejects.toMatchObject({
      kind: 'gone',
      extra: { record: 'charge:line-hw-2' },
    });
    // What the sync's push-project-tree does with 'gone': unlink that key and push again.
    refs.delete('charge:line-hw-2');
    await adapter.pushProject(plan, new Map(refs), recordInto(refs));
    await adapter.pushProject(plan, new Map(refs), recordInto(refs));
    expect(state.projectCharges.map((row) => row.name)).toEqual(['Meraki MX68 firewall', 'Rack shelf']);
    expect(refs.get('charge:line-hw-2')?.id).toBe(String(state.projectCharges[1]!.id));
    expect([state.projects.length, state.phases.length, state.tasks.length]).toEqual([1, 1, 2]);
  });

  it('tells the admin to create a material cost code when a charge needs a billing code and none is active', async () => {
    const { adapter, state } = await start();
    state.billingCodes.find((row) => row.id === MATERIAL_CODE)!.isActive = false;
    const error = await adapter
      .pushProject(buildPlan('174', 1, 1, buildProducts()), new Map(), recordInto(new Map()))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'invalid', isTransient: false });
    expect((error as Error).message).toMatch(/no active material cost code: create one in Autotask/);
    expect(state.projectCharges).toHaveLength(0);
  });

  it('fills only the fields this instance requires (read at run time), never a hard-coded set', async () => {
    const spec = ENTITIES.ProjectCharges!;
    const required = spec.required;
    spec.required = ['projectID', 'name', 'unitQuantity', 'status'];
    try {
      const { adapter, state, sent } = await start();
      await adapter.pushProject(buildPlan('174', 1, 1, buildProducts()), new Map(), recordInto(new Map()));
      expect(chargeCalls(sent).filter((line) => line.includes('BillingCodes'))).toEqual([]);
      expect(state.projectCharges).toHaveLength(2);
      expect(state.projectCharges[0]).toMatchObject({ status: 1 });
      expect(state.projectCharges[0]).not.toHaveProperty('chargeType');
      expect(state.projectCharges[0]).not.toHaveProperty('billingCodeID');
    } finally {
      spec.required = required;
    }
  });
});
