import { ErrorBody } from '@scopewright/domain';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { APP_URL, createTestApp, FOREIGN_ORIGIN, jsonPost } from './testing/create-test-app';

const ECHO = 'http://localhost/api/test/echo';

async function expectErrorBody(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = ErrorBody.parse(await res.json());
  expect(body.error.code).toBe(code);
  expect(body.error.requestId).toBe(res.headers.get('x-request-id'));
  return body;
}

describe('error model: bad input is a 4xx with the error body, never a 500', () => {
  it('accepts a valid strict body', async () => {
    const { app, writes } = createTestApp();
    const res = await app.request(ECHO, jsonPost('{"name":"Ann"}'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ann' });
    expect(writes).toHaveLength(1);
  });

  it('malformed JSON → 400 BAD_REQUEST "Malformed JSON body"', async () => {
    const { app, writes } = createTestApp();
    const body = await expectErrorBody(await app.request(ECHO, jsonPost('{"name": ')), 400, 'BAD_REQUEST');
    expect(body.error.message).toBe('Malformed JSON body');
    expect(writes).toHaveLength(0);
  });

  it('unknown keys (mass assignment) → 400 with one detail per key', async () => {
    const { app, writes } = createTestApp();
    const res = await app.request(
      ECHO,
      jsonPost('{"name":"Ann","tenantId":"x","role":"super_admin","__proto__":{"isAdmin":true}}'),
    );
    const body = await expectErrorBody(res, 400, 'BAD_REQUEST');
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        { path: 'tenantId', message: 'Unknown field' },
        { path: 'role', message: 'Unknown field' },
      ]),
    );
    expect(writes).toHaveLength(0);
  });

  it('a field error names the field', async () => {
    const { app } = createTestApp();
    const body = await expectErrorBody(
      await app.request(ECHO, jsonPost('{"name":"A","count":1.5}')),
      422,
      'VALIDATION',
    );
    const paths = (body.error.details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(['name', 'count']);
  });

  it('wrong content type → 415', async () => {
    const { app, writes } = createTestApp();
    await expectErrorBody(
      await app.request(ECHO, jsonPost('{"name":"Ann"}', { 'Content-Type': 'text/plain' })),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    await expectErrorBody(
      await app.request(ECHO, jsonPost('name=Ann', { 'Content-Type': 'application/x-www-form-urlencoded' })),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    expect(writes).toHaveLength(0);
  });

  it('oversized body → 413, with and without Content-Length', async () => {
    const { app, writes } = createTestApp();
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    await expectErrorBody(
      await app.request(ECHO, jsonPost(big, { 'Content-Length': String(big.length) })),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    const stream = new Blob([big]).stream();
    const res = await app.request(ECHO, { ...jsonPost(''), body: stream, duplex: 'half' } as RequestInit);
    await expectErrorBody(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(writes).toHaveLength(0);
  });

  it('unknown /api path → 404 error body', async () => {
    const { app } = createTestApp();
    await expectErrorBody(await app.request('http://localhost/api/nope'), 404, 'NOT_FOUND');
  });

  it('an unexpected error → 500 with a generic message; the cause is logged with the request id, never sent', async () => {
    const { app, log } = createTestApp();
    const res = await app.request('http://localhost/api/test/boom');
    const body = await expectErrorBody(res, 500, 'INTERNAL');
    expect(JSON.stringify(body)).not.toMatch(/secret_table|hunter2|stack/);
    const line = log.lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request error');
    expect(line?.requestId).toBe(body.error.requestId);
    expect(JSON.stringify(line)).toContain('secret_table');
    expect(log.text()).not.toContain('hunter2');
  });
});

describe('request id and request log', () => {
  it('keeps a safe incoming id and replaces an unsafe one', async () => {
    const { app } = createTestApp();
    const kept = await app.request('http://localhost/api/health', { headers: { 'X-Request-Id': 'lb-1234abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234abcd');
    const replaced = await app.request('http://localhost/api/health', {
      headers: { 'X-Request-Id': '<script>alert(1)</script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs one line per request without the query string', async () => {
    const { app, log } = createTestApp();
    await app.request('http://localhost/api/nope?token=canary-qs-token');
    expect(log.lines).toHaveLength(1);
    expect(JSON.parse(log.lines[0] ?? '{}')).toMatchObject({
      method: 'GET',
      path: '/api/nope',
      status: 404,
      msg: 'request',
    });
    expect(log.text()).not.toContain('canary-qs-token');
  });

  it('logs successful health probes below info, so load balancers do not flood the log', async () => {
    const { app, log } = createTestApp();
    await app.request('http://localhost/api/health');
    await app.request('http://localhost/api/ready');
    const infoLines = log.lines.map((line) => JSON.parse(line) as { level: number }).filter((l) => l.level >= 30);
    expect(infoLines).toEqual([]);
  });
});

describe('security headers', () => {
  it('sets CSP and friends on API responses, errors included; HSTS only for https', async () => {
    for (const path of ['/api/health', '/api/nope']) {
      const res = await createTestApp().app.request(`http://localhost${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      for (const d of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "script-src 'self'",
      ])
        expect(csp).toContain(d);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const https = createTestApp({ appUrl: 'https://app.example.com' });
    expect((await https.app.request('http://localhost/api/health')).headers.get('strict-transport-security')).toContain(
      'max-age=',
    );
  });
});

describe('CORS exact allow-list and the Origin check', () => {
  it('echoes only the app origin (and Vite in development)', async () => {
    const prod = createTestApp({ nodeEnv: 'production' }).app;
    const dev = createTestApp({ nodeEnv: 'development' }).app;
    const acao = async (app: typeof prod, origin: string) =>
      (await app.request('http://localhost/api/health', { headers: { Origin: origin } })).headers.get(
        'access-control-allow-origin',
      );
    expect(await acao(prod, APP_URL)).toBe(APP_URL);
    expect(await acao(prod, 'http://localhost:5173')).toBeNull();
    expect(await acao(dev, 'http://localhost:5173')).toBe('http://localhost:5173');
    for (const origin of [FOREIGN_ORIGIN, 'http://localhost:3000.evil.example', 'null', 'http://LOCALHOST:3000x']) {
      expect(await acao(prod, origin)).toBeNull();
    }
    const preflight = await prod.request(ECHO, {
      method: 'OPTIONS',
      headers: { Origin: FOREIGN_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the app origin’s preflight with the allowed methods and headers, and keeps a response’s own', async () => {
    const { app } = createTestApp({ nodeEnv: 'production' });
    const preflight = await app.request(ECHO, {
      method: 'OPTIONS',
      headers: { Origin: APP_URL, 'Access-Control-Request-Method': 'PUT' },
    });
    expect(preflight.status).toBe(204);
    expect(Object.fromEntries(preflight.headers)).toMatchObject({
      'access-control-allow-origin': APP_URL,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET,HEAD,POST,PUT,PATCH,DELETE',
      'access-control-allow-headers': 'Content-Type,X-Request-Id',
      'access-control-max-age': '600',
      vary: 'Origin, Access-Control-Request-Headers',
    });
    expect(preflight.headers.get('x-request-id')).toBeTruthy();
    const health = await app.request('http://localhost/api/health', { headers: { Origin: APP_URL } });
    expect(Object.fromEntries(health.headers)).toMatchObject({
      'access-control-allow-origin': APP_URL,
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers': 'X-Request-Id',
      vary: 'Origin',
      'content-type': 'application/json',
    });
    expect(health.headers.get('x-request-id')).toBeTruthy();
    expect(await health.json()).toMatchObject({ status: 'ok' });
  });

  it('refuses state changes from a foreign or missing Origin and text/plain bodies; nothing is written', async () => {
    const { app, writes } = createTestApp();
    await expectErrorBody(
      await app.request(ECHO, jsonPost('{"name":"Ann"}', { Origin: FOREIGN_ORIGIN })),
      403,
      'FORBIDDEN',
    );
    const noOrigin = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"Ann"}' };
    await expectErrorBody(await app.request(ECHO, noOrigin), 403, 'FORBIDDEN');
    const form = {
      method: 'POST',
      headers: { Origin: FOREIGN_ORIGIN, 'Content-Type': 'text/plain' },
      body: '{"name":"Ann"}',
    };
    await expectErrorBody(await app.request(ECHO, form), 403, 'FORBIDDEN');
    await expectErrorBody(
      await app.request(ECHO, { ...form, headers: { ...form.headers, Origin: APP_URL } }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      await expectErrorBody(await app.request(ECHO, { method, headers: { Origin: FOREIGN_ORIGIN } }), 403, 'FORBIDDEN');
    }
    expect(writes).toHaveLength(0);
  });
});

describe('health and readiness', () => {
  it('GET /api/health → ok without the database', async () => {
    const res = await createTestApp({ pool: { query: () => Promise.reject(new Error('down')) } }).app.request(
      'http://localhost/api/health',
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready → ready when select 1 answers', async () => {
    const res = await createTestApp().app.request('http://localhost/api/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('GET /api/ready → 503 with a generic body when the pool is closed or the database hangs', async () => {
    const closed = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    await closed.end();
    const body = await expectErrorBody(
      await createTestApp({ pool: closed }).app.request('http://localhost/api/ready'),
      503,
      'SERVICE_UNAVAILABLE',
    );
    expect(JSON.stringify(body)).not.toMatch(/pool|127\.0\.0\.1/i);
    const started = Date.now();
    const hanging = { query: () => new Promise(() => undefined) };
    await expectErrorBody(
      await createTestApp({ pool: hanging }).app.request('http://localhost/api/ready'),
      503,
      'SERVICE_UNAVAILABLE',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
