import { afterEach, describe, expect, it } from 'vitest';
import { PsaError } from '../psa-adapter';
import { startAutotaskHarness } from './autotask.test-helpers';

type Harness = Awaited<ReturnType<typeof startAutotaskHarness>>;
let harness: Harness | null = null;
async function start(setup?: Parameters<typeof startAutotaskHarness>[0]) {
  harness = await startAutotaskHarness(setup);
  return harness;
}
afterEach(async () => {
  await harness?.close();
  harness = null;
});

async function refusal(promise: Promise<unknown>): Promise<PsaError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PsaError);
  return error as PsaError;
}

describe('Autotask adapter: connection', () => {
  it('discovers the zone and names the MSP company', async () => {
    const { adapter, sent, url } = await start();
    await expect(adapter.testConnection()).resolves.toEqual({
      accountLabel: 'Northwind IT Services (Autotask, America East (fake))',
    });
    expect(sent[0]?.url).toBe(`${url}/atservicesrest/V1.0/ZoneInformation?user=api-scopewright%40northwind-it.com`);
    expect(sent[1]?.headers).toMatchObject({
      UserName: 'api-scopewright@northwind-it.com',
      ApiIntegrationCode: expect.any(String),
    });
  });

  it.each([
    ['a wrong secret', { secret: 'nope' }, /Secret/],
    ['an unknown user', { username: 'someone@else.com' }, /does not know the API user "someone@else.com"/],
    ['a wrong integration code', { integrationCode: 'WRONG' }, /integration code/],
  ])('reports %s as an auth problem with a hint', async (_name, credentials, hint) => {
    const { adapter } = await start({ credentials });
    const error = await refusal(adapter.testConnection());
    expect(error.kind).toBe('auth');
    expect(error.message).toMatch(hint);
  });
});

describe('Autotask adapter: lookups and companies', () => {
  it('lists active roles, work-type billing codes, stages, products and contract categories', async () => {
    const lookups = await (await start()).adapter.lookups();
    expect(lookups.roles.map((role) => role.name)).toEqual([
      'Engineer',
      'Help Desk',
      'Network Architect',
      'Project Manager',
      'Senior Engineer',
    ]);
    expect(lookups.workTypes.map((code) => code.name)).toEqual(['Onsite Labour', 'Remote Labour']);
    expect(lookups.opportunityStages[0]).toEqual({ id: '10', name: 'Lead' });
    expect(lookups.products).toHaveLength(2);
    expect(lookups.agreementTypes.map((category) => category.name)).toContain('Managed Services');
  });

  it('finds companies by name or domain and reads the domain from webAddress', async () => {
    const { adapter } = await start();
    const byDomain = await adapter.findCompanies({ domain: 'https://contosodental.com' });
    expect(byDomain).toEqual([
      expect.objectContaining({ id: '174', name: 'Contoso Dental', domain: 'contosodental.com' }),
    ]);
    expect(byDomain[0]?.url).toMatch(/ExecuteCommand\.aspx\?Code=OpenAccount&AccountID=174$/);
    expect((await adapter.findCompanies({ name: 'fabrikam' })).map((company) => company.domain)).toEqual([
      'fabrikam.io',
    ]);
    expect(await adapter.findCompanies({})).toEqual([]);
  });

  it('creates a company owned by the first active resource, name cut to 100 characters', async () => {
    const { adapter, state } = await start();
    const name = `Acme ${'Holdings '.repeat(20)}`;
    const created = await adapter.createCompany({ name, domain: 'WWW.Acme.com', phone: '555-0100' });
    const row = state.companies.find((company) => company.id === Number(created.id));
    expect(row).toMatchObject({ companyType: 1, ownerResourceID: 29682886, phone: '555-0100', webAddress: 'acme.com' });
    expect(String(row?.companyName)).toHaveLength(100);
    expect(created.domain).toBe('acme.com');
  });

  it('refuses to create a company without a phone, which Autotask requires', async () => {
    const { adapter, transport } = await start();
    const error = await refusal(adapter.createCompany({ name: 'Acme', domain: null, phone: null }));
    expect([error.kind, error.extra.record]).toEqual(['invalid', 'company']);
    expect(transport.calls).toBe(0);
  });

  it('returns null for a company deleted or made inactive in Autotask', async () => {
    const { adapter, state } = await start();
    expect((await adapter.getCompany('174'))?.name).toBe('Contoso Dental');
    state.deleteRecord('companies', 174);
    expect(await adapter.getCompany('174')).toBeNull();
    state.companies.find((company) => company.id === 175)!.isActive = false;
    expect(await adapter.getCompany('175')).toBeNull();
  });

  it('pages through companies with the nextPageUrl cursor', async () => {
    const { adapter, state } = await start();
    for (let index = 0; index < 700; index += 1)
      state.insert('companies', { companyName: `Client ${index}`, isActive: true });
    const first = await adapter.listCompanies(null);
    expect(first.items).toHaveLength(500);
    const second = await adapter.listCompanies(first.next);
    expect(second.next).toBeNull();
    expect(first.items.length + second.items.length).toBe(703);
    await expect(adapter.listCompanies('https://evil.example/next')).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('lists the active contacts of a company', async () => {
    const contacts = await (await start()).adapter.listContacts('174');
    expect(contacts).toEqual([
      {
        id: '301',
        companyId: '174',
        firstName: 'Dana',
        lastName: 'Whitfield',
        email: 'dana@contosodental.com',
        phone: '555-0180',
      },
      {
        id: '302',
        companyId: '174',
        firstName: 'Omar',
        lastName: 'Haddad',
        email: 'omar@contosodental.com',
        phone: '555-0181',
      },
    ]);
  });
});
