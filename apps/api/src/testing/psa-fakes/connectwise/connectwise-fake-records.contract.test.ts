import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  base,
  call,
  expectRefusal,
  makeCompany,
  makeProject,
  useContractFake,
} from './connectwise-contract.test-helpers';
import {
  CwDocumentInfo,
  CwErrorBody,
  CwForecast,
  CwForecastItemInput,
  CwNote,
  CwOpportunity,
  CwOpportunityInput,
  CwPhase,
  CwPhaseInput,
  CwProjectInput,
  CwProjectTicket,
  CwProjectTicketInput,
} from './connectwise-schemas';

const holder = useContractFake();

describe('opportunities', () => {
  it('creates, patches, forecasts and wins an opportunity', async () => {
    const company = await makeCompany();
    const input = CwOpportunityInput.parse({ name: 'Acme – M365', company: { id: company.id }, stage: { id: 3 } });
    const opportunity = CwOpportunity.parse((await call('POST', '/sales/opportunities', input)).json);
    const item = CwForecastItemInput.parse({ forecastType: 'Service', revenue: 18000, status: { id: 1 } });
    expect((await call('POST', `/sales/opportunities/${opportunity.id}/forecast`, item)).status).toBe(201);
    const patch = [{ op: 'replace', path: 'status', value: { id: 2 } }];
    const won = CwOpportunity.parse((await call('PATCH', `/sales/opportunities/${opportunity.id}`, patch)).json);
    expect(won.status.id).toBe(2);
    const forecast = CwForecast.parse((await call('GET', `/sales/opportunities/${opportunity.id}/forecast`)).json);
    expect(forecast.forecastItems).toHaveLength(1);
  });

  it('refuses an opportunity without a company, a forecast item without a type and a non-array patch', async () => {
    await expectRefusal(call('POST', '/sales/opportunities', { name: 'No company' }), 400, 'MissingRequiredField');
    const company = await makeCompany();
    const { json } = await call('POST', '/sales/opportunities', { name: 'X', company: { id: company.id } });
    const id = CwOpportunity.parse(json).id;
    await expectRefusal(call('POST', `/sales/opportunities/${id}/forecast`, { status: { id: 1 } }), 400);
    await expectRefusal(call('PATCH', `/sales/opportunities/${id}`, { status: { id: 2 } }), 400);
    await expectRefusal(call('PATCH', '/sales/opportunities/999999', []), 404);
  });
});

describe('projects, phases, tickets, notes and documents', () => {
  it('builds the project tree in the documented shapes', async () => {
    const project = await makeProject();
    const phaseInput = CwPhaseInput.parse({ description: 'Discovery', wbsCode: '1', budgetHours: 12 });
    const phase = CwPhase.parse((await call('POST', `/project/projects/${project.id}/phases`, phaseInput)).json);
    const ticketInput = CwProjectTicketInput.parse({
      summary: 'Tenant assessment',
      project: { id: project.id },
      phase: { id: phase.id },
      budgetHours: 6,
      workRole: { id: 2 },
      workType: { id: 3 },
    });
    const ticket = CwProjectTicket.parse((await call('POST', '/project/tickets', ticketInput)).json);
    expect(ticket.workRole?.name).toBe('Senior Engineer');
    const note = (await call('POST', `/project/projects/${project.id}/notes`, { text: 'Scope' })).json;
    expect(CwNote.parse(note).text).toBe('Scope');
  });

  it.each([
    ['billingMethod', 'billingMethod'],
    ['board', 'board'],
    ['estimatedEnd', 'estimatedEnd'],
  ])('refuses a project without %s', async (_name, field) => {
    const company = await makeCompany();
    const body: Record<string, unknown> = {
      name: 'P',
      company: { id: company.id },
      board: { id: 5 },
      billingMethod: 'FixedFee',
      estimatedStart: '2027-01-04T00:00:00Z',
      estimatedEnd: '2027-02-26T00:00:00Z',
    };
    delete body[field];
    expect(CwProjectInput.safeParse(body).success).toBe(false);
    await expectRefusal(call('POST', '/project/projects', body), 400, 'MissingRequiredField');
  });

  it('refuses a phase without description, a ticket without phase and a note without text', async () => {
    const project = await makeProject();
    await expectRefusal(call('POST', `/project/projects/${project.id}/phases`, { wbsCode: '1' }), 400);
    const ticket = { summary: 'T', project: { id: project.id } };
    expect(CwProjectTicketInput.safeParse(ticket).success).toBe(false);
    await expectRefusal(call('POST', '/project/tickets', ticket), 400, 'MissingRequiredField');
    await expectRefusal(call('POST', `/project/projects/${project.id}/notes`, {}), 400, 'MissingRequiredField');
  });

  it('takes documents as multipart only, with recordType and recordId', async () => {
    const project = await makeProject();
    const form = new FormData();
    form.set('recordType', 'Project');
    form.set('recordId', String(project.id));
    form.set('title', 'Statement of Work');
    form.set('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'sow.pdf');
    const ok = await holder.fake.app.request(`${base}/system/documents`, {
      method: 'POST',
      headers: authHeaders(),
      body: form,
    });
    expect(CwDocumentInfo.parse(await ok.json()).fileName).toBe('sow.pdf');
    await expectRefusal(call('POST', '/system/documents', { recordType: 'Project' }), 400);
    const missing = new FormData();
    missing.set('file', new Blob(['x']), 'x.pdf');
    const refused = await holder.fake.app.request(`${base}/system/documents`, {
      method: 'POST',
      headers: authHeaders(),
      body: missing,
    });
    expect(refused.status).toBe(400);
    expect(CwErrorBody.parse(await refused.json()).errors?.map((error) => error.field)).toEqual([
      'recordType',
      'recordId',
    ]);
  });
});
