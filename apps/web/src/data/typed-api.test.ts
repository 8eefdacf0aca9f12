import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, fillPath, typedApi } from './typed-api';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(body: unknown) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('typedApi', () => {
  it('fills path parameters, encoded, and sends the query and body', async () => {
    const fetchMock = stubFetch({ id: 'c1' });
    await typedApi.patch('/api/clients/{id}/contacts/{contactId}', {
      path: { id: 'a/b', contactId: 'c d' },
      body: { firstName: 'Ada' },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/clients/a%2Fb/contacts/c%20d');
    expect(init?.method).toBe('PATCH');
    expect(init?.body).toBe('{"firstName":"Ada"}');
  });

  it('refuses a template whose parameter is missing', () => {
    expect(() => fillPath('/api/clients/{id}', {})).toThrow('Missing path parameter id');
  });

  it('builds a link with only the query values that are set', () => {
    expect(apiUrl('/api/clients/export.csv', { query: { q: 'acme', type: undefined } })).toBe(
      '/api/clients/export.csv?q=acme',
    );
  });
});

// The contract is the type check: each line below must fail to compile (tsc runs over test files too).
export function contractChecks() {
  // @ts-expect-error -- no such path in the API's document
  void typedApi.get('/api/clientz');
  // @ts-expect-error -- the path needs its id
  void typedApi.get('/api/clients/{id}', {});
  // @ts-expect-error -- GET takes no body
  void typedApi.get('/api/clients', { body: {} });
  // @ts-expect-error -- the client's type is customer or prospect
  void typedApi.get('/api/clients', { query: { type: 'lead' } });
  // @ts-expect-error -- the body's fields are the API's
  void typedApi.post('/api/clients', { body: { nmae: 'Acme' } });
  // @ts-expect-error -- POST /api/clients answers with a client, which has no `rows`
  void typedApi.post('/api/clients', { body: { name: 'Acme' } }).then((client) => client.rows);
}
