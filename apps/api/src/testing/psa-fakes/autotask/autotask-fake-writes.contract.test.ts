import { describe, expect, it } from 'vitest';
import { driveAutotaskFake } from './autotask-fake.test-helpers';
import {
  AttachmentCreate,
  CompanyCreate,
  CompanyNoteCreate,
  CreateAnswer,
  ErrorAnswer,
  FieldsAnswer,
  OpportunityCreate,
  PhaseCreate,
  ProjectChargeCreate,
  ProjectChargeUpdate,
  ProjectCreate,
  ProjectNoteCreate,
  TaskCreate,
} from './autotask-schemas';

const NOW = '2027-01-04T00:00:00Z';
const company = CompanyCreate.parse({
  companyName: 'Acme Corp',
  companyType: 1,
  ownerResourceID: 29682886,
  phone: '555-0100',
});
const opportunity = OpportunityCreate.parse({
  title: 'Acme – M365 migration',
  companyID: 174,
  ownerResourceID: 29682886,
  amount: 18000,
  cost: 11000,
  probability: 50,
  projectedCloseDate: NOW,
  createDate: NOW,
  stage: 10,
  status: 1,
  useQuoteTotals: false,
});
const project = ProjectCreate.parse({
  projectName: 'Acme – M365 migration',
  companyID: 174,
  projectType: 5,
  status: 1,
  startDateTime: NOW,
  endDateTime: NOW,
});

async function withProject() {
  const fake = driveAutotaskFake();
  const { itemId } = CreateAnswer.parse((await fake.call('POST', 'Projects', project)).json);
  const phase = PhaseCreate.parse({ projectID: itemId, title: 'Discovery', estimatedHours: 12 });
  const phaseId = CreateAnswer.parse((await fake.call('POST', `Projects/${itemId}/Phases`, phase)).json).itemId;
  return { fake, projectId: itemId, phaseId };
}

describe('Autotask fake: creates', () => {
  it.each([
    ['Companies', company],
    ['Opportunities', opportunity],
    ['Projects', project],
  ])('creates %s from the documented body and answers {itemId}', async (entity, body) => {
    const answer = await driveAutotaskFake().call('POST', entity, body);
    expect(answer.status).toBe(200);
    CreateAnswer.parse(answer.json);
  });

  it.each([
    ['Companies', company, ['companyName', 'companyType', 'ownerResourceID', 'phone']],
    [
      'Opportunities',
      opportunity,
      [
        'title',
        'companyID',
        'amount',
        'cost',
        'createDate',
        'ownerResourceID',
        'probability',
        'projectedCloseDate',
        'stage',
        'status',
        'useQuoteTotals',
      ],
    ],
    ['Projects', project, ['projectName', 'companyID', 'projectType', 'status', 'startDateTime', 'endDateTime']],
  ])('refuses %s without each required field as HTTP 500 {errors}', async (entity, body, required) => {
    for (const field of required) {
      const partial: Record<string, unknown> = { ...body };
      delete partial[field];
      const answer = await driveAutotaskFake().call('POST', entity, partial);
      expect(answer.status, field).toBe(500);
      expect(ErrorAnswer.parse(answer.json).errors.join(' ')).toContain(field);
    }
  });

  it('refuses a value longer than the field and a reference that does not exist', async () => {
    const { call } = driveAutotaskFake();
    expect((await call('POST', 'Companies', { ...company, companyName: 'x'.repeat(101) })).status).toBe(500);
    const answer = await call('POST', 'Opportunities', { ...opportunity, stage: 999 });
    expect(ErrorAnswer.parse(answer.json).errors[0]).toMatch(/does not reference an existing entity for stage/);
  });

  it('creates phases and tasks only under the project URL', async () => {
    const { fake, projectId, phaseId } = await withProject();
    const task = TaskCreate.parse({
      projectID: projectId,
      phaseID: phaseId,
      title: 'Tenant assessment',
      status: 1,
      taskType: 1,
      estimatedHours: 6,
      assignedResourceID: 29682887,
      assignedResourceRoleID: 29683401,
      billingCodeID: 29682801,
    });
    CreateAnswer.parse((await fake.call('POST', `Projects/${projectId}/Tasks`, task)).json);
    expect((await fake.call('POST', 'Tasks', task)).status).toBe(405);
    expect((await fake.call('POST', 'Projects/999999/Tasks', task)).status).toBe(500);
    expect(fake.state.tasks).toHaveLength(1);
  });

  it.each([
    ['a role without a resource', { assignedResourceRoleID: 29683401 }],
    ['a role the resource does not hold', { assignedResourceID: 29682888, assignedResourceRoleID: 29683401 }],
    ['no status', { status: undefined }],
  ])('refuses a task with %s', async (_name, change) => {
    const { fake, projectId } = await withProject();
    const body = { projectID: projectId, title: 'Cabling', status: 1, taskType: 1, ...change };
    const answer = await fake.call('POST', `Projects/${projectId}/Tasks`, body);
    expect(answer.status).toBe(500);
    ErrorAnswer.parse(answer.json);
  });

  it('takes notes and attachments under their parents', async () => {
    const { fake, projectId } = await withProject();
    const note = ProjectNoteCreate.parse({
      projectID: projectId,
      title: 'Scope',
      description: 'In scope: …',
      noteType: 1,
      publish: 1,
    });
    CreateAnswer.parse((await fake.call('POST', `Projects/${projectId}/Notes`, note)).json);
    const file = AttachmentCreate.parse({
      projectID: projectId,
      attachmentType: 'FILE_ATTACHMENT',
      title: 'SOW',
      fullPath: 'sow.pdf',
      data: 'JVBERi0=',
      publish: 1,
    });
    CreateAnswer.parse((await fake.call('POST', `Projects/${projectId}/Attachments`, file)).json);
    const companyNote = CompanyNoteCreate.parse({
      companyID: 174,
      actionType: 4,
      assignedResourceID: 29682886,
      startDateTime: NOW,
      endDateTime: NOW,
      name: 'Quote accepted',
    });
    CreateAnswer.parse((await fake.call('POST', 'Companies/174/Notes', companyNote)).json);
    expect((await fake.call('POST', `Projects/${projectId}/Notes`, { ...note, noteType: undefined })).status).toBe(500);
  });
});

describe('Autotask fake: project charges', () => {
  const CHARGE_REQUIRED = [
    'projectID',
    'name',
    'chargeType',
    'datePurchased',
    'unitQuantity',
    'isBillableToCompany',
    'status',
    'billingCodeID',
  ];
  const chargeOf = (projectId: number) =>
    ProjectChargeCreate.parse({
      projectID: projectId,
      name: 'Meraki MX68 firewall',
      description: 'Next-generation firewall',
      productID: 501,
      unitQuantity: 2,
      unitPrice: 850.5,
      unitCost: 600,
      datePurchased: NOW,
      chargeType: 1,
      status: 1,
      isBillableToCompany: true,
      billingCodeID: 29682804,
    });

  it('lists the required fields and the picklists a client must fill, and the billing code use types', async () => {
    const { call } = driveAutotaskFake();
    const charges = FieldsAnswer.parse((await call('GET', 'ProjectCharges/entityInformation/fields')).json).fields;
    expect(charges.filter((field) => field.isRequired).map((field) => field.name)).toEqual(
      expect.arrayContaining(CHARGE_REQUIRED),
    );
    const chargeType = charges.find((field) => field.name === 'chargeType');
    expect(chargeType?.picklistValues?.find((entry) => entry.isDefaultValue)?.label).toBe('Operational');
    const codes = FieldsAnswer.parse((await call('GET', 'BillingCodes/entityInformation/fields')).json).fields;
    const useTypes = codes.find((field) => field.name === 'useType')?.picklistValues?.map((entry) => entry.label);
    expect(useTypes).toEqual(['Work Type', 'Expense', 'Material Cost Code']);
  });

  it('creates a complete charge only under the project URL and answers {itemId}', async () => {
    const { fake, projectId } = await withProject();
    const answer = await fake.call('POST', `Projects/${projectId}/Charges`, chargeOf(projectId));
    expect(answer.status).toBe(200);
    const { itemId } = CreateAnswer.parse(answer.json);
    expect(fake.state.projectCharges).toEqual([{ id: itemId, ...chargeOf(projectId) }]);
    expect((await fake.call('POST', 'ProjectCharges', chargeOf(projectId))).status).toBe(405);
    expect((await fake.call('POST', 'Projects/999999/Charges', chargeOf(projectId))).status).toBe(500);
    expect(fake.state.projectCharges).toHaveLength(1);
  });

  it('refuses a charge without each required field as HTTP 500 {errors} naming it', async () => {
    const { fake, projectId } = await withProject();
    for (const field of CHARGE_REQUIRED.filter((name) => name !== 'projectID')) {
      const partial: Record<string, unknown> = { ...chargeOf(projectId) };
      delete partial[field];
      const answer = await fake.call('POST', `Projects/${projectId}/Charges`, partial);
      expect(answer.status, field).toBe(500);
      expect(ErrorAnswer.parse(answer.json).errors.join(' ')).toContain(`'${field}'`);
    }
    const unknownCode = await fake.call('POST', `Projects/${projectId}/Charges`, {
      ...chargeOf(projectId),
      billingCodeID: 1,
    });
    expect(ErrorAnswer.parse(unknownCode.json).errors[0]).toMatch(/existing entity for billingCodeID/);
    expect(fake.state.projectCharges).toHaveLength(0);
  });

  it('patches a charge under its project with {id, …changed}, and goes with its project', async () => {
    const { fake, projectId } = await withProject();
    const { itemId } = CreateAnswer.parse(
      (await fake.call('POST', `Projects/${projectId}/Charges`, chargeOf(projectId))).json,
    );
    const change = ProjectChargeUpdate.parse({ id: itemId, unitQuantity: 3 });
    expect((await fake.call('PATCH', `Projects/${projectId}/Charges`, change)).status).toBe(200);
    expect(fake.state.projectCharges[0]).toMatchObject({ unitQuantity: 3, unitPrice: 850.5 });
    const query = await fake.call('POST', 'ProjectCharges/query', {
      filter: [{ op: 'eq', field: 'projectID', value: projectId }],
    });
    expect(query.json).toMatchObject({ items: [{ id: itemId, unitQuantity: 3 }] });
    expect((await fake.call('PATCH', `Projects/${projectId + 1}/Charges`, change)).status).toBe(500);
    fake.state.deleteRecord('projects', projectId);
    expect(fake.state.projectCharges).toHaveLength(0);
  });
});

describe('Autotask fake: updates and deletion', () => {
  it('patches the collection with {id, …} and refuses an id it does not hold', async () => {
    const { fake, projectId } = await withProject();
    const answer = await fake.call('PATCH', 'Projects', { id: projectId, projectName: 'Renamed' });
    expect(CreateAnswer.parse(answer.json).itemId).toBe(projectId);
    expect(fake.state.projects[0]?.projectName).toBe('Renamed');
    expect((await fake.call('PATCH', 'Projects', { projectName: 'No id' })).status).toBe(500);
    fake.state.deleteRecord('projects', projectId);
    const gone = await fake.call('PATCH', 'Projects', { id: projectId, projectName: 'Again' });
    expect(gone.status).toBe(500);
    ErrorAnswer.parse(gone.json);
    expect(fake.state.phases).toHaveLength(0);
  });
});
