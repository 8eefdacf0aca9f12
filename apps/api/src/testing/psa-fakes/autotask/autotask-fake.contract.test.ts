import { describe, expect, it } from 'vitest';
import { driveAutotaskFake, FAKE_ORIGIN } from './autotask-fake.test-helpers';
import {
  ErrorAnswer,
  FieldsAnswer,
  ItemAnswer,
  QueryAnswer,
  QueryRequest,
  ZoneInformationAnswer,
} from './autotask-schemas';

describe('Autotask fake: zone and authentication', () => {
  it('answers the zone lookup with its own REST and web URLs', async () => {
    const { call, state } = driveAutotaskFake();
    const answer = await call(
      'GET',
      `${FAKE_ORIGIN}/atservicesrest/V1.0/ZoneInformation?user=${state.credentials.username}`,
    );
    expect(answer.status).toBe(200);
    const zone = ZoneInformationAnswer.parse(answer.json);
    expect(zone.Url).toBe(`${FAKE_ORIGIN}/atservicesrest/`);
  });

  it('refuses the zone lookup for an unknown user with a 500 errors body', async () => {
    const answer = await driveAutotaskFake().call(
      'GET',
      `${FAKE_ORIGIN}/atservicesrest/V1.0/ZoneInformation?user=nobody@x.com`,
    );
    expect(answer.status).toBe(500);
    ErrorAnswer.parse(answer.json);
  });

  it.each([
    ['no credential headers', {}, 401],
    ['a wrong secret', { Secret: 'wrong' }, 401],
    ['an unknown user', { UserName: 'nobody@x.com' }, 500],
    ['a wrong integration code', { ApiIntegrationCode: 'WRONG' }, 500],
  ])('refuses %s like Autotask', async (_name, override, status) => {
    const fake = driveAutotaskFake();
    const headers = Object.keys(override).length === 0 ? {} : { ...fake.goodHeaders, ...override };
    const answer = await fake.call(
      'POST',
      'Companies/query',
      { filter: [{ op: 'gte', field: 'id', value: 0 }] },
      headers,
    );
    expect(answer.status).toBe(status);
    if (status === 500) ErrorAnswer.parse(answer.json);
  });
});

describe('Autotask fake: queries and picklists', () => {
  it('pages 500 rows at a time through pageDetails.nextPageUrl', async () => {
    const fake = driveAutotaskFake();
    for (let index = 0; index < 620; index += 1) {
      fake.state.insert('companies', { companyName: `Client ${index}`, isActive: true, companyType: 1 });
    }
    const request = QueryRequest.parse({ filter: [{ op: 'eq', field: 'isActive', value: true }] });
    const first = QueryAnswer.parse((await fake.call('POST', 'Companies/query', request)).json);
    expect(first.items).toHaveLength(500);
    const second = QueryAnswer.parse((await fake.call('GET', first.pageDetails.nextPageUrl!)).json);
    expect(second.items).toHaveLength(623 - 500);
    expect(second.pageDetails.nextPageUrl).toBeNull();
    expect(new Set([...first.items, ...second.items].map((row) => row.id)).size).toBe(623);
  });

  it('evaluates and, or, in and contains', async () => {
    const { call } = driveAutotaskFake();
    const filter = [
      {
        op: 'or',
        items: [
          { op: 'contains', field: 'companyName', value: 'dental' },
          { op: 'eq', field: 'id', value: 175 },
        ],
      },
      { op: 'in', field: 'companyType', value: [1, 2] },
    ];
    const answer = QueryAnswer.parse((await call('POST', 'Companies/query', QueryRequest.parse({ filter }))).json);
    expect(answer.items.map((row) => row.id)).toEqual([174, 175]);
  });

  it('refuses a query without a filter', async () => {
    const answer = await driveAutotaskFake().call('POST', 'Companies/query', { filter: [] });
    expect(answer.status).toBe(500);
    ErrorAnswer.parse(answer.json);
  });

  it('serves instance picklists from entityInformation/fields', async () => {
    const answer = FieldsAnswer.parse(
      (await driveAutotaskFake().call('GET', 'Opportunities/entityInformation/fields')).json,
    );
    const status = answer.fields.find((field) => field.name === 'status');
    expect(status?.isPickList).toBe(true);
    expect(status?.picklistValues?.map((entry) => entry.label)).toContain('Closed');
    expect(answer.fields.find((field) => field.name === 'title')?.isRequired).toBe(true);
  });

  it('answers {item:null} for a record that does not exist', async () => {
    const answer = ItemAnswer.parse((await driveAutotaskFake().call('GET', 'Projects/424242')).json);
    expect(answer.item).toBeNull();
  });
});
