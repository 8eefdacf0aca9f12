import { afterEach, describe, expect, it } from 'vitest';
import {
  AttachmentCreate,
  CompanyNoteCreate,
  ProjectNoteCreate,
} from '../../../../testing/psa-fakes/autotask/autotask-schemas';
import type { PsaOpportunityInput } from '../psa-adapter';
import { buildPlan, recordInto, startAutotaskHarness } from './autotask.test-helpers';

let harness: Awaited<ReturnType<typeof startAutotaskHarness>> | null = null;
afterEach(async () => {
  await harness?.close();
  harness = null;
});

const opportunity: PsaOpportunityInput = {
  name: 'Contoso Dental – firewall',
  companyId: '174',
  expectedCloseDate: '2027-01-15',
  probability: 50,
  stageId: null,
  oneTimeRevenueCents: 500_000,
  oneTimeCostCents: 300_000,
  monthlyRevenueCents: 0,
  monthlyCostCents: 0,
  termMonths: 0,
  lines: [],
};
const pdf = { name: 'SOW-Q0042-v3.pdf', title: 'Statement of Work', bytes: new TextEncoder().encode('%PDF-1.7 fake') };

async function withRecords() {
  harness = await startAutotaskHarness();
  const opp = await harness.adapter.upsertOpportunity(null, opportunity);
  const refs = await harness.adapter.pushProject(buildPlan('174', 1, 1), new Map(), recordInto(new Map()));
  return { ...harness, opportunityId: opp.id, projectId: refs.get('project')!.id };
}

describe('Autotask adapter: documents and notes', () => {
  it('attaches a file to an opportunity and to a project, base64 under the parent URL', async () => {
    const { adapter, state, opportunityId, projectId, sent } = await withRecords();
    await adapter.attachDocument({ kind: 'opportunity', id: opportunityId }, pdf);
    await adapter.attachDocument({ kind: 'project', id: projectId }, pdf);
    expect(state.opportunityAttachments[0]).toMatchObject({
      opportunityID: Number(opportunityId),
      title: 'Statement of Work',
      fullPath: 'SOW-Q0042-v3.pdf',
    });
    expect(Buffer.from(String(state.projectAttachments[0]?.data), 'base64').toString()).toBe('%PDF-1.7 fake');
    AttachmentCreate.parse(JSON.parse(String(sent.at(-1)?.body)));
  });

  it('refuses a file over 6 MB before calling Autotask', async () => {
    const { adapter, opportunityId, transport } = await withRecords();
    const before = transport.calls;
    const big = { ...pdf, bytes: new Uint8Array(6 * 1024 * 1024 + 1) };
    await expect(adapter.attachDocument({ kind: 'opportunity', id: opportunityId }, big)).rejects.toMatchObject({
      kind: 'invalid',
    });
    expect(transport.calls).toBe(before);
  });

  it('adds a project note and an opportunity note (a company note tied to the opportunity)', async () => {
    const { adapter, state, opportunityId, projectId, sent } = await withRecords();
    await adapter.addNote({ kind: 'project', id: projectId }, 'Quote Q-1042 accepted\nSigned by Dana Whitfield.');
    ProjectNoteCreate.parse(JSON.parse(String(sent.at(-1)?.body)));
    expect(state.projectNotes[0]).toMatchObject({
      projectID: Number(projectId),
      title: 'Quote Q-1042 accepted',
      noteType: 1,
      publish: 1,
    });
    await adapter.addNote({ kind: 'opportunity', id: opportunityId }, 'Client asked for a phased start.');
    CompanyNoteCreate.parse(JSON.parse(String(sent.at(-1)?.body)));
    expect(state.companyNotes[0]).toMatchObject({
      companyID: 174,
      opportunityID: Number(opportunityId),
      actionType: 4,
      note: 'Client asked for a phased start.',
    });
  });

  it('reports notes and documents on a deleted project or opportunity as gone', async () => {
    const { adapter, state, opportunityId, projectId } = await withRecords();
    state.deleteRecord('projects', projectId);
    state.deleteRecord('opportunities', opportunityId);
    await expect(adapter.addNote({ kind: 'project', id: projectId }, 'x')).rejects.toMatchObject({
      kind: 'gone',
      extra: { record: 'project' },
    });
    await expect(adapter.addNote({ kind: 'opportunity', id: opportunityId }, 'x')).rejects.toMatchObject({
      kind: 'gone',
      extra: { record: 'opportunity' },
    });
    await expect(adapter.attachDocument({ kind: 'project', id: projectId }, pdf)).rejects.toMatchObject({
      kind: 'gone',
    });
  });
});
