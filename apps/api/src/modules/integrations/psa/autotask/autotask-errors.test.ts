import { afterEach, describe, expect, it } from 'vitest';
import { parseRetryAfter, toAutotaskError } from './autotask-errors';
import { buildPlan, recordInto, startAutotaskHarness } from './autotask.test-helpers';

let harness: Awaited<ReturnType<typeof startAutotaskHarness>> | null = null;
async function start() {
  harness = await startAutotaskHarness();
  await harness.adapter.testConnection();
  return harness;
}
afterEach(async () => {
  await harness?.close();
  harness = null;
});

const answer = (status: number, text: string, headers: Record<string, string> = {}) => ({
  status,
  text,
  headers: new Headers(headers),
});

describe('Autotask errors over the wire', () => {
  it('turns 429 into rate_limited with Retry-After seconds', async () => {
    const { adapter, state } = await start();
    state.faults.queue.push({ answer: 'rate_limited', retryAfter: '17' });
    await expect(adapter.lookups()).rejects.toMatchObject({
      kind: 'rate_limited',
      isTransient: true,
      extra: { retryAfterSeconds: 17, status: 429 },
    });
  });

  it('turns a web page where data was expected into bad_response naming the URL', async () => {
    const { adapter, state, url } = await start();
    state.faults.queue.push({ answer: 'html' });
    const error = (await adapter.getCompany('174').catch((caught: unknown) => caught)) as Error;
    expect(error).toMatchObject({ kind: 'bad_response' });
    expect(error.message).toContain(`answered with a web page instead of data — check the URL (${url})`);
  });

  it('turns 503 and a 500 "unexpected error" into unavailable', async () => {
    const { adapter, state } = await start();
    state.faults.queue.push({ answer: 'unavailable' }, { answer: 'server_error' });
    await expect(adapter.listContacts('174')).rejects.toMatchObject({ kind: 'unavailable', extra: { status: 503 } });
    await expect(adapter.listContacts('174')).rejects.toMatchObject({ kind: 'unavailable', extra: { status: 500 } });
  });

  it('turns a secret changed after connecting into auth', async () => {
    const { adapter, state } = await start();
    state.credentials.secret = 'rotated';
    await expect(adapter.pushProject(buildPlan('174', 1, 1), new Map(), recordInto(new Map()))).rejects.toMatchObject({
      kind: 'auth',
      extra: { status: 401 },
    });
  });
});

describe('toAutotaskError', () => {
  const context = { what: 'the task "Cabling"', record: 'task:l1' };
  it.each([
    [answer(500, '{"errors":["Value does not reference an existing entity for taskType . "]}'), 'invalid'],
    [answer(500, '{"errors":["IntegrationCode is invalid."]}'), 'auth'],
    [answer(500, '{"errors":["Thread limit exceeded."]}'), 'rate_limited'],
    [answer(500, '<html><body>Runtime Error</body></html>', { 'content-type': 'text/html' }), 'unavailable'],
    [answer(502, ''), 'unavailable'],
    [answer(403, ''), 'auth'],
    [answer(404, ''), 'gone'],
    [answer(400, '{"errors":["Bad filter"]}'), 'invalid'],
  ])('maps %j to %s', (response, kind) => {
    const error = toAutotaskError(response, context, 'api@msp.com');
    expect(error.kind).toBe(kind);
    expect(error.message).toMatch(/Autotask/);
  });

  it("keeps Autotask's message and says which record was refused", () => {
    const error = toAutotaskError(answer(500, '{"errors":["Bad value."]}'), context, 'api@msp.com');
    expect(error.message).toBe('Autotask refused the task "Cabling": Bad value.');
    expect(error.extra).toMatchObject({ psaMessage: 'Bad value.', record: 'task:l1', status: 500 });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2027-01-04T10:00:00Z');
  it.each([
    ['seconds', '12', 12],
    ['an HTTP date', 'Mon, 04 Jan 2027 10:01:30 GMT', 90],
    ['a date in the past', 'Mon, 04 Jan 2027 09:00:00 GMT', 0],
    ['nothing', null, 30],
    ['garbage', 'soon', 30],
  ])('reads %s', (_name, value, seconds) => {
    expect(parseRetryAfter(value, now)).toBe(seconds);
  });
});
