import type { Hono } from 'hono';
import {
  answerList,
  idParam,
  invalidObject,
  limitLength,
  notFound,
  readJsonBody,
  requireFields,
} from './connectwise-fake-http';
import type { ConnectWiseFakeState, Row } from './connectwise-fake-state';

export function toFakeCompany(state: ConnectWiseFakeState, input: Record<string, unknown>): Row {
  return {
    id: state.newId(),
    identifier: String(input.identifier),
    name: String(input.name),
    website: typeof input.website === 'string' ? input.website : null,
    phoneNumber: typeof input.phoneNumber === 'string' ? input.phoneNumber : '',
    status: { id: 1, name: 'Active' },
    types: [{ id: 1, name: 'Client' }],
    deletedFlag: false,
    _info: { lastUpdated: new Date().toISOString() },
  };
}

export function mountConnectWiseCompanyRoutes(api: Hono, state: ConnectWiseFakeState) {
  api.get('/company/companies', (c) => answerList(c, [...state.companies.values()]));

  api.get('/company/companies/:id', (c) => {
    const row = state.companies.get(idParam(c));
    if (!row) throw notFound('Company', c.req.param('id'));
    return c.json(row);
  });

  api.post('/company/companies', async (c) => {
    const body = await readJsonBody(c, 'company');
    requireFields(body, 'company', ['identifier', 'name']);
    limitLength(body, 'company', { identifier: 25, name: 50 });
    if (!/^[A-Za-z0-9_-]+$/.test(String(body.identifier))) {
      const message = 'identifier may contain letters, digits, - and _ only.';
      throw invalidObject('company', [{ code: 'InvalidField', message, resource: 'company', field: 'identifier' }]);
    }
    const taken = [...state.companies.values()].some(
      (row) => String(row.identifier).toLowerCase() === String(body.identifier).toLowerCase(),
    );
    if (taken) {
      const message = 'The identifier is already in use by another company.';
      throw invalidObject('company', [{ code: 'ObjectExists', message, resource: 'company', field: 'identifier' }]);
    }
    const row = toFakeCompany(state, body);
    state.companies.set(row.id, row);
    return c.json(row, 201);
  });

  api.get('/company/contacts', (c) => answerList(c, [...state.contacts.values()]));
}

export function requireCompany(state: ConnectWiseFakeState, value: unknown, resource: string) {
  const id = Number((value as { id?: unknown } | undefined)?.id);
  const row = state.companies.get(id);
  if (!row || row.deletedFlag) {
    const message = `company id ${id} was not found.`;
    throw invalidObject(resource, [{ code: 'InvalidField', message, resource, field: 'company' }]);
  }
  return { id, identifier: row.identifier as string, name: row.name as string };
}
