import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authHeaders, call, expectRefusal, makeCompany, useContractFake } from './connectwise-contract.test-helpers';
import { CwCompany, CwCompanyInfo, CwCompanyInput, CwNamedOption, CwOpportunityStatus } from './connectwise-schemas';

const holder = useContractFake();

describe('discovery and authentication', () => {
  it('answers companyinfo with the codebase the API lives under', async () => {
    const response = await holder.fake.app.request('/login/companyinfo/scopewright');
    const info = CwCompanyInfo.parse(await response.json());
    expect(info.Codebase).toBe('v2025_1/');
  });

  it.each([
    ['a missing clientId', { clientId: null }],
    ['an unregistered clientId', { clientId: '00000000-0000-0000-0000-000000000000' }],
    ['a wrong private key', { login: 'scopewright+pubKeyAbc123:nope' }],
    ['a wrong public key', { login: 'scopewright+nope:privKeyXyz789' }],
    ['another company id', { login: 'other+pubKeyAbc123:privKeyXyz789' }],
    ['no company prefix', { login: 'pubKeyAbc123:privKeyXyz789' }],
  ])('refuses %s with 401 in the CW error shape', async (_name, overrides) => {
    const body = await expectRefusal(call('GET', '/system/info', undefined, authHeaders(overrides)), 401);
    expect(body.code).toBe('Unauthorized');
  });
});

describe('lookups and lists', () => {
  it.each(['/time/workRoles', '/time/workTypes', '/sales/stages', '/project/boards'])(
    '%s lists id/name',
    async (path) => {
      const { json } = await call('GET', path);
      expect(z.array(CwNamedOption).parse(json).length).toBeGreaterThan(0);
    },
  );

  it('lists opportunity statuses with their flags, filtered by conditions', async () => {
    const { json } = await call('GET', '/sales/opportunities/statuses?conditions=wonFlag=true');
    expect(
      z
        .array(CwOpportunityStatus)
        .parse(json)
        .map((status) => status.name),
    ).toEqual(['Won']);
  });

  it('pages companies as bare arrays with page/pageSize', async () => {
    for (const n of [1, 2, 3]) await call('POST', '/company/companies', { identifier: `C${n}`, name: `Company ${n}` });
    const first = await call('GET', '/company/companies?page=1&pageSize=2');
    const second = await call('GET', '/company/companies?page=2&pageSize=2');
    expect(z.array(CwCompany).parse(first.json)).toHaveLength(2);
    expect(z.array(CwCompany).parse(second.json)).toHaveLength(1);
    expect(first.headers.get('link')).toContain('page=2');
  });

  it('refuses conditions it cannot parse', async () => {
    await expectRefusal(call('GET', '/company/companies?conditions=name%20like'), 400);
  });
});

describe('companies', () => {
  it('creates a company from identifier and name', async () => {
    const company = await makeCompany();
    expect(company).toMatchObject({ identifier: 'AcmeCorp', name: 'Acme Corp' });
  });

  it.each([
    ['identifier', { name: 'Acme' }, 'MissingRequiredField'],
    ['name', { identifier: 'Acme' }, 'MissingRequiredField'],
    ['a 26-character identifier', { identifier: 'A'.repeat(26), name: 'Acme' }, 'InvalidField'],
    ['a 51-character name', { identifier: 'Acme', name: 'A'.repeat(51) }, 'InvalidField'],
  ])('refuses a company without %s, as the schema does', async (_name, body, code) => {
    expect(CwCompanyInput.safeParse(body).success).toBe(false);
    await expectRefusal(call('POST', '/company/companies', body), 400, code);
  });

  it('refuses a duplicate identifier with ObjectExists on the identifier field', async () => {
    await makeCompany();
    const body = await expectRefusal(
      call('POST', '/company/companies', { identifier: 'acmecorp', name: 'Other' }),
      400,
      'ObjectExists',
    );
    expect(body.errors?.[0]?.field).toBe('identifier');
  });
});
