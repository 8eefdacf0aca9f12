import { describe, expect, it } from 'vitest';
import { PsaError } from '../psa-adapter';
import { seedCompany, useConnectWiseHarness } from './connectwise.test-helpers';

const cw = useConnectWiseHarness({ pageSize: 2 });

describe('connection', () => {
  it('discovers the codebase, then calls the versioned API with Basic auth and the clientId', async () => {
    await expect(cw.adapter.testConnection()).resolves.toEqual({
      accountLabel: `Northwind MSP (${new URL(cw.served.url).host})`,
    });
    const [discovery, info] = cw.fake.state.requests;
    expect(discovery?.path).toBe('/login/companyinfo/scopewright');
    expect(info?.path).toBe('/v2025_1/apis/3.0/system/info');
    expect(info?.accept).toBe('application/vnd.connectwise.com+json; version=2022.1');
  });

  it.each([
    ['private key', { privateKey: 'wrong' }, /public key and private key/],
    ['client ID', { clientId: 'not-registered' }, /client ID/],
  ])('names the %s when ConnectWise refuses it', async (_name, overrides, hint) => {
    const error = await cw
      .adapterWith(overrides)
      .testConnection()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PsaError);
    expect(error).toMatchObject({ kind: 'auth', extra: { status: 401 } });
    expect((error as PsaError).message).toMatch(hint);
    expect((error as PsaError).extra.psaMessage).toBeTruthy();
  });

  it('says when the company ID is unknown on the site', async () => {
    await expect(cw.adapterWith({ companyId: 'nobody' }).testConnection()).rejects.toMatchObject({
      kind: 'auth',
      message: expect.stringContaining('company ID "nobody"'),
    });
  });
});

describe('lookups and companies', () => {
  it('lists roles, work types, stages, products and agreement types', async () => {
    const lookups = await cw.adapter.lookups();
    expect(lookups.roles.map((role) => role.name)).toEqual([
      'Project Manager',
      'Senior Engineer',
      'Engineer',
      'Help Desk',
    ]);
    expect(lookups.workTypes).toContainEqual({ id: '3', name: 'Project Work' });
    expect(lookups.opportunityStages).toHaveLength(4);
    expect(lookups.products[0]?.name).toBe('Microsoft 365 Business Premium');
    expect(lookups.agreementTypes).toContainEqual({ id: '7', name: 'Managed Services' });
  });

  it('finds companies by name and by the domain in their website', async () => {
    const acme = seedCompany(cw.fake, 'Acme Corp', 'https://www.acme.com/');
    seedCompany(cw.fake, 'Not Acme Ltd', 'notacme.com');
    seedCompany(cw.fake, 'Globex', 'globex.io');
    const byName = await cw.adapter.findCompanies({ name: 'acme' });
    expect(byName.map((company) => company.name)).toEqual(['Acme Corp', 'Not Acme Ltd']);
    const byDomain = await cw.adapter.findCompanies({ domain: 'ACME.com' });
    expect(byDomain).toEqual([
      { id: String(acme), name: 'Acme Corp', domain: 'acme.com', url: expect.stringContaining(`recid=${acme}`) },
    ]);
  });

  it('creates a company with a free identifier, and returns null for one deleted there', async () => {
    seedCompany(cw.fake, 'Initech');
    const created = await cw.adapter.createCompany({ name: 'Initech', domain: 'initech.com', phone: '555-0100' });
    expect(cw.fake.state.companies.get(Number(created.id))).toMatchObject({
      identifier: 'Initech2',
      website: 'initech.com',
    });
    await expect(cw.adapter.getCompany(created.id)).resolves.toMatchObject({ name: 'Initech', domain: 'initech.com' });
    cw.fake.remove('company', created.id);
    await expect(cw.adapter.getCompany(created.id)).resolves.toBeNull();
  });

  it('truncates a long company name to what ConnectWise takes', async () => {
    const created = await cw.adapter.createCompany({ name: 'A'.repeat(80), domain: null, phone: null });
    expect(created.name).toHaveLength(50);
  });

  it('pages through every company with page/pageSize', async () => {
    for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) seedCompany(cw.fake, name);
    const names: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await cw.adapter.listCompanies(cursor);
      names.push(...page.items.map((company) => company.name));
      cursor = page.next;
      pages += 1;
    } while (cursor);
    expect(names).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    expect(pages).toBe(3);
  });

  it("lists a company's contacts with email and phone from their communication items", async () => {
    const acme = seedCompany(cw.fake, 'Acme Corp');
    cw.fake.state.contacts.set(77, {
      id: 77,
      firstName: 'Jane',
      lastName: 'Doe',
      company: { id: acme },
      inactiveFlag: false,
      communicationItems: [
        { communicationType: 'Phone', value: '555-0101', defaultFlag: true },
        { communicationType: 'Email', value: 'jane@acme.com', defaultFlag: true },
      ],
    });
    cw.fake.state.contacts.set(78, {
      id: 78,
      firstName: 'Other',
      lastName: 'Co',
      company: { id: 1 },
      inactiveFlag: false,
    });
    await expect(cw.adapter.listContacts(String(acme))).resolves.toEqual([
      {
        id: '77',
        companyId: String(acme),
        firstName: 'Jane',
        lastName: 'Doe',
        email: 'jane@acme.com',
        phone: '555-0101',
      },
    ]);
  });
});
