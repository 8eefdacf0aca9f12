import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';

const respond = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    }),
  );

afterEach(() => vi.restoreAllMocks());

describe('api client', () => {
  it('sends JSON with same-origin credentials under /api', async () => {
    const fetchMock = respond(200, { id: 1 });
    await expect(api.post('/quotes', { name: 'Q' })).resolves.toEqual({ id: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/quotes');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"name":"Q"}' });
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns the error body into an ApiError with code, message, request id and status', async () => {
    respond(404, { error: { code: 'NOT_FOUND', message: 'Quote not found.', requestId: 'req_123' } });
    const error = await api.get('/quotes/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Quote not found.', requestId: 'req_123', status: 404 });
  });

  it('maps a body-less failure by status and keeps the request id header', async () => {
    respond(403, undefined, { 'x-request-id': 'req_h' });
    await expect(api.get('/admin')).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403, requestId: 'req_h' });
  });

  it('reports a network failure as status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/me')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });
});
