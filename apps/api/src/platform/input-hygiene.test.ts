import { UNSAFE_TEXT_MESSAGE } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp, jsonPost } from '../testing/create-test-app';
import { MAX_JSON_DEPTH } from './input-hygiene';

const ECHO = 'http://localhost/api/test/echo';

async function refused(res: Response, path: string) {
  expect(res.status).toBe(422);
  const body = (await res.json()) as { error: { code: string; message: string; details: unknown } };
  expect(body.error).toMatchObject({ code: 'VALIDATION', message: UNSAFE_TEXT_MESSAGE });
  expect(body.error.details).toEqual([{ path, message: UNSAFE_TEXT_MESSAGE }]);
}

describe('input hygiene: NUL and lone surrogates are a 422 naming the field, before any route', () => {
  it.each([
    ['a NUL in a field', '{"name":"a\\u0000b"}', 'name'],
    ['a lone high surrogate', '{"name":"\\ud800"}', 'name'],
    ['a lone low surrogate deep inside', '{"name":"Ann","extra":{"list":[1,"x\\udfff"]}}', 'extra.list.1'],
    ['a NUL in a key', '{"name":"Ann","a\\u0000":1}', 'a\u0000'],
  ])('%s', async (_case, body, path) => {
    const { app, writes } = createTestApp();
    await refused(await app.request(ECHO, jsonPost(body)), path);
    expect(writes).toHaveLength(0);
  });

  it('lets well-formed text through: surrogate pairs, RTL marks, control characters other than NUL', async () => {
    const { app, writes } = createTestApp();
    const res = await app.request(ECHO, jsonPost(JSON.stringify({ name: '😀 \u202eAnn\t\u0001' })));
    expect(res.status).toBe(200);
    expect(writes).toHaveLength(1);
  });

  it('checks query keys and values and path segments', async () => {
    const { app } = createTestApp();
    await refused(await app.request('http://localhost/api/health?q=%00'), 'query.q');
    await refused(await app.request('http://localhost/api/health?q=ok&q=a%00'), 'query.q');
    await refused(await app.request('http://localhost/api/health?%00=1'), 'query');
    await refused(await app.request('http://localhost/api/clients/%00'), 'path');
    // Invalid UTF-8 escapes cannot decode to a lone surrogate: they stay as written, plain ASCII.
    expect((await app.request('http://localhost/api/health?q=%ED%A0%80')).status).toBe(200);
  });

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} with 400 and survives 100,000 levels`, async () => {
    const { app, writes } = createTestApp();
    const nested = (depth: number) => `{"name":"Ann","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    expect((await app.request(ECHO, jsonPost(nested(MAX_JSON_DEPTH + 1)))).status).toBe(400);
    expect((await app.request(ECHO, jsonPost(nested(100_000)))).status).toBe(400);
    // Within the limit the route's own strict schema answers.
    expect((await app.request(ECHO, jsonPost(nested(10)))).status).toBe(400);
    expect(writes).toHaveLength(0);
  });

  it('leaves malformed JSON and other media types to the walls behind it', async () => {
    const { app } = createTestApp();
    const malformed = await app.request(ECHO, jsonPost('{"name": "\\u0000'));
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { message: string } }).error.message).toBe('Malformed JSON body');
    const text = await app.request(
      ECHO,
      jsonPost('{"name":"a\\u0000"}', { 'Content-Type': 'text/plain', 'Content-Length': '19' }),
    );
    expect(text.status).toBe(415);
  });
});
