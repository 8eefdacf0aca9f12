import { describe, expect, it } from 'vitest';
import { PsaError, type PsaOpportunityInput } from '../psa-adapter';
import { seedHaloClient, seedHaloClients } from '../../../../testing/psa-fakes/halopsa/halopsa-fake-seeds';
import { startHalo } from './halopsa.test-helpers';

const opportunity = (companyId: string): PsaOpportunityInput => ({
  name: 'Acme – M365 migration',
  companyId,
  expectedCloseDate: '2026-12-31',
  probability: 50,
  stageId: '31',
  oneTimeRevenueCents: 1_200_000,
  oneTimeCostCents: 600_000,
  monthlyRevenueCents: 50_000,
  monthlyCostCents: 20_000,
  termMonths: 12,
  lines: [
    {
      kind: 'service',
      description: 'Migration',
      quantity: 1,
      revenueCents: 1_200_000,
      costCents: 600_000,
      productId: null,
    },
  ],
});

describe('HaloPSA adapter: connection and lookups', () => {
  it('connects with the right credentials and names the agent it logs in as', async () => {
    const { adapter } = await startHalo();
    await expect(adapter.testConnection()).resolves.toEqual({
      accountLabel: expect.stringContaining('Scopewright Integration'),
    });
  });

  it('refuses a wrong secret with a hint about the API application', async () => {
    const { adapter } = await startHalo({ credentials: { clientSecret: 'wrong' } });
    const error = await adapter.testConnection().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PsaError);
    expect(error).toMatchObject({ kind: 'auth', extra: { psaMessage: 'invalid_client' } });
    expect((error as PsaError).message).toMatch(/client ID and secret/);
  });

  it('sends the tenant for hosted instances', async () => {
    const { adapter, state } = await startHalo({
      configure: (s) => (s.application.tenant = 'acme'),
      credentials: { tenant: 'acme' },
    });
    await expect(adapter.testConnection()).resolves.toBeDefined();
    expect(state.requests[0]).toEqual({ method: 'POST', path: '/auth/token' });
  });

  it('lists budget types as roles, statuses as stages and items as products', async () => {
    const { adapter } = await startHalo();
    const lookups = await adapter.lookups();
    expect(lookups.roles.map((r) => r.name)).toEqual(['Project Manager', 'Senior Engineer', 'Engineer', 'Help Desk']);
    expect(lookups.opportunityStages).toContainEqual({ id: '31', name: 'Proposal Sent' });
    expect(lookups.products).toHaveLength(2);
    expect(lookups.workTypes).toEqual([]);
  });
});

describe('HaloPSA adapter: companies and contacts', () => {
  it('finds a company by name or by the domain in its website field', async () => {
    const { adapter, state } = await startHalo();
    seedHaloClient(state, { name: 'Acme Corp', website: 'https://www.acme.com/' });
    seedHaloClient(state, { name: 'Globex' });
    expect(await adapter.findCompanies({ name: 'acme' })).toEqual([
      expect.objectContaining({ name: 'Acme Corp', domain: 'acme.com' }),
    ]);
    expect(await adapter.findCompanies({ domain: 'acme.com' })).toHaveLength(1);
    expect(await adapter.findCompanies({ name: 'Initech' })).toEqual([]);
  });

  it('creates a company with its domain as the website, truncating a long name', async () => {
    const { adapter, state } = await startHalo();
    const company = await adapter.createCompany({ name: 'A'.repeat(140), domain: 'acme.com', phone: '+1 555 0100' });
    const stored = state.clients.get(Number(company.id));
    expect(stored).toMatchObject({ website: 'acme.com', phonenumber: '+1 555 0100' });
    expect(stored?.name.length).toBe(100);
    expect(company.url).toContain(`clientid=${company.id}`);
    expect(await adapter.getCompany(company.id)).toMatchObject({ id: company.id, domain: 'acme.com' });
  });

  it('names the duplicate when Halo refuses a company', async () => {
    const { adapter, state } = await startHalo();
    seedHaloClient(state, { name: 'Acme Corp' });
    await expect(adapter.createCompany({ name: 'Acme Corp', domain: null, phone: null })).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining("A Client named 'Acme Corp' already exists"),
    });
  });

  it('returns null for a deleted or inactive company', async () => {
    const { adapter, state } = await startHalo();
    const inactive = seedHaloClient(state, { name: 'Old Co', inactive: true });
    expect(await adapter.getCompany(String(inactive.id))).toBeNull();
    expect(await adapter.getCompany('99999')).toBeNull();
  });

  it('pages through every company', async () => {
    const { adapter, state } = await startHalo({ options: { companyPageSize: 50 } });
    seedHaloClients(state, 120);
    const names: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await adapter.listCompanies(cursor);
      names.push(...page.items.map((c) => c.name));
      cursor = page.next;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(names).size).toBe(120);
  });

  it("lists a company's contacts without Halo's General User", async () => {
    const { adapter, state } = await startHalo();
    const acme = seedHaloClient(state, { name: 'Acme', website: 'acme.com', contacts: ['Jane Doe', 'Raj Patel'] });
    seedHaloClient(state, { name: 'Globex', contacts: ['Hank Scorpio'] });
    const contacts = await adapter.listContacts(String(acme.id));
    expect(contacts).toEqual([
      expect.objectContaining({
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane.doe@acme.com',
        companyId: String(acme.id),
      }),
      expect.objectContaining({ firstName: 'Raj', lastName: 'Patel' }),
    ]);
  });
});

describe('HaloPSA adapter: opportunities, notes and documents', () => {
  it('creates an opportunity ticket, updates it in place and marks it won', async () => {
    const { adapter, state } = await startHalo();
    const acme = seedHaloClient(state, { name: 'Acme' });
    const ref = await adapter.upsertOpportunity(null, opportunity(String(acme.id)));
    expect(state.opportunities).toHaveLength(1);
    expect(state.opportunities[0]).toMatchObject({
      tickettype_id: 21,
      agent_id: 7,
      status_id: 31,
      oppvalue: 18_000,
      oppconversionprobability: 50,
      targetdate: '2026-12-31T00:00:00Z',
    });
    expect(ref.url).toBe(`${new URL(ref.url).origin}/ticket?id=${ref.id}`);

    const again = await adapter.upsertOpportunity(ref.id, { ...opportunity(String(acme.id)), probability: 90 });
    expect(again.id).toBe(ref.id);
    expect(state.opportunities).toHaveLength(1);
    expect(state.opportunities[0]?.oppconversionprobability).toBe(90);

    await adapter.markOpportunityWon(ref.id, '2026-11-02T10:00:00Z');
    expect(state.opportunities[0]).toMatchObject({
      status_id: 9,
      oppclosurecategory: 1,
      oppconverteddate: '2026-11-02T10:00:00Z',
    });
  });

  it("reports an opportunity deleted in Halo as 'gone'", async () => {
    const { adapter, state } = await startHalo();
    const acme = seedHaloClient(state, { name: 'Acme' });
    await expect(adapter.upsertOpportunity('4242', opportunity(String(acme.id)))).rejects.toMatchObject({
      kind: 'gone',
      extra: { record: 'opportunity' },
    });
    await expect(adapter.markOpportunityWon('4242', '2026-11-02')).rejects.toMatchObject({ kind: 'gone' });
  });

  it('explains a missing required category', async () => {
    const { adapter, state } = await startHalo({ configure: (s) => (s.requireOpportunityCategory = true) });
    const acme = seedHaloClient(state, { name: 'Acme' });
    await expect(adapter.upsertOpportunity(null, opportunity(String(acme.id)))).rejects.toMatchObject({
      kind: 'invalid',
      message: 'HaloPSA refused the opportunity: Please select a Category',
      extra: { psaMessage: 'Please select a Category', status: 400 },
    });
  });

  it('adds a private note and attaches a document to the ticket', async () => {
    const { adapter, state } = await startHalo();
    const acme = seedHaloClient(state, { name: 'Acme' });
    const ref = await adapter.upsertOpportunity(null, opportunity(String(acme.id)));
    await adapter.addNote({ kind: 'opportunity', id: ref.id }, 'Quote Q-0042 accepted by Jane Doe');
    const bytes = new TextEncoder().encode('%PDF-1.7 fake');
    await adapter.attachDocument(
      { kind: 'opportunity', id: ref.id },
      { name: 'SOW-Q0042.pdf', title: 'Statement of work', bytes },
    );
    expect(state.notes).toEqual([
      expect.objectContaining({ ticket_id: Number(ref.id), outcome: 'Private Note', hiddenfromuser: true }),
    ]);
    expect(state.documents[0]).toMatchObject({ filename: 'SOW-Q0042.pdf', note: 'Statement of work' });
    expect(new TextDecoder().decode(state.documents[0]?.bytes)).toBe('%PDF-1.7 fake');
    await expect(adapter.addNote({ kind: 'project', id: '777777' }, 'x')).rejects.toMatchObject({
      kind: 'gone',
      extra: { record: 'project' },
    });
  });
});
