import { beforeEach, expect } from 'vitest';
import { createConnectWiseFake, type ConnectWiseFake } from './create-connectwise-fake';
import { CwCompany, CwErrorBody, CwProject, CwProjectInput } from './connectwise-schemas';

export const fakeHolder = {} as { fake: ConnectWiseFake };

/** A fresh fake per test, called in-process. */
export function useContractFake() {
  beforeEach(() => {
    fakeHolder.fake = createConnectWiseFake();
  });
  return fakeHolder;
}

export const base = '/v2025_1/apis/3.0';

export function authHeaders(overrides: { clientId?: string | null; login?: string } = {}): Record<string, string> {
  const { companyId, publicKey, privateKey, clientId } = fakeHolder.fake.state.credentials;
  const login = overrides.login ?? `${companyId}+${publicKey}:${privateKey}`;
  const headers: Record<string, string> = {
    Authorization: `Basic ${Buffer.from(login).toString('base64')}`,
    Accept: 'application/vnd.connectwise.com+json; version=2022.1',
  };
  const id = overrides.clientId === undefined ? clientId : overrides.clientId;
  if (id !== null) headers.clientId = id;
  return headers;
}

export async function call(method: string, path: string, body?: unknown, headers = authHeaders()) {
  const response = await fakeHolder.fake.app.request(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as unknown) : null };
}

export async function expectRefusal(answer: Promise<{ status: number; json: unknown }>, status: number, code?: string) {
  const { status: actual, json } = await answer;
  expect(actual).toBe(status);
  const body = CwErrorBody.parse(json);
  if (code) expect(body.errors?.map((error) => error.code)).toContain(code);
  return body;
}

export async function makeCompany() {
  return CwCompany.parse(
    (await call('POST', '/company/companies', { identifier: 'AcmeCorp', name: 'Acme Corp' })).json,
  );
}

export async function makeProject() {
  const company = await makeCompany();
  const project = CwProjectInput.parse({
    name: 'Acme – M365 migration',
    company: { id: company.id },
    board: { id: 5 },
    billingMethod: 'FixedFee',
    estimatedStart: '2027-01-04T00:00:00Z',
    estimatedEnd: '2027-02-26T00:00:00Z',
  });
  return CwProject.parse((await call('POST', '/project/projects', project)).json);
}
