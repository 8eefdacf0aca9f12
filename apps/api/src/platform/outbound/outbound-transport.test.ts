import { once } from 'node:events';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bypassUrls } from './bypass-urls.test-helpers';
import { createOutboundTransport, type OutboundTransportOptions } from './outbound-transport';
import { attackerDns, MB, settle, startCanary, startFakePsa, type Canary } from './outbound-test-servers.test-helpers';

let canary: Canary;
let canaryV6: Canary | null;
let psa: Awaited<ReturnType<typeof startFakePsa>>;
let psaPort: number;
let allowed: string;

beforeAll(async () => {
  canary = (await startCanary('127.0.0.1'))!;
  canaryV6 = await startCanary('::1', canary.port);
  psa = await startFakePsa(`http://127.0.0.1:${canary.port}/`);
  psaPort = psa.port;
  allowed = psa.hostPort;
});

afterAll(() => {
  psa?.close();
  for (const server of [canary?.server, canaryV6?.server]) server?.close();
});

const transport = (options: OutboundTransportOptions = {}) =>
  createOutboundTransport({ allowList: [allowed], lookup: attackerDns, ...options });
const get = (url: string, options?: OutboundTransportOptions) =>
  transport(options)({ method: 'GET', url, headers: { accept: 'application/json' } });

describe('outbound transport: canary listeners on 127.0.0.1', () => {
  it('every bypass URL is refused as unreachable and the canaries get 0 connections', async () => {
    const port = canary.port;
    for (const [name, url] of bypassUrls(port)) {
      await expect(get(url, { allowedPorts: [port] }), name).rejects.toMatchObject({
        name: 'OutboundError',
        kind: 'unreachable',
      });
    }
    await settle();
    expect(canary.hits).toBe(0);
    expect(canaryV6?.hits ?? 0).toBe(0);
  });

  it('the same encodings aimed at the allow-listed port are refused too: only its exact host:port gets through', async () => {
    const exact = new Set(['plain http to loopback', 'https to loopback']);
    const before = psa.hits();
    for (const [name, url] of bypassUrls(psaPort).filter(([n]) => !exact.has(n))) {
      await expect(get(url), name).rejects.toMatchObject({ kind: 'unreachable' });
    }
    await settle();
    expect(psa.hits()).toBe(before);

    const response = await get(`http://${allowed}/echo?x=1`);
    expect(response.status).toBe(200);
    expect(psa.hits()).toBe(before + 1);
    expect(JSON.parse(response.text)).toMatchObject({ method: 'GET', url: '/echo?x=1' });
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
  });

  it('does not follow a redirect: the 302 comes back and the canary behind Location gets 0 hits', async () => {
    const response = await get(`http://${allowed}/redirect`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await settle();
    expect(canary.hits).toBe(0);
  });
});

describe('outbound transport: time and size', () => {
  it.each(['/slow-head', '/slow-body'])('%s → unavailable after the total timeout', async (path) => {
    const started = Date.now();
    await expect(get(`http://${allowed}${path}`, { timeoutMs: 300 })).rejects.toMatchObject({
      kind: 'unavailable',
      message: '127.0.0.1 did not answer within 300 ms',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it.each(['/big', '/big-chunked'])('%s (2 MB) over a 1 MB cap → bad_response', async (path) => {
    await expect(get(`http://${allowed}${path}`, { maxResponseBytes: MB })).rejects.toMatchObject({
      kind: 'bad_response',
      message: 'The answer from 127.0.0.1 is larger than 1 MB',
    });
  });

  it('reads an answer under the cap', async () => {
    expect((await get(`http://${allowed}/big`, { maxResponseBytes: 3 * MB })).text).toHaveLength(2 * MB);
  });

  it('a closed port → unavailable', async () => {
    const closed = createTcpServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await expect(get(`http://127.0.0.1:${port}/`, { allowList: [`127.0.0.1:${port}`] })).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'Could not connect to 127.0.0.1',
    });
  });
});

describe('outbound transport: bodies', () => {
  it('sends FormData as multipart with its boundary, and a string body as given', async () => {
    const form = new FormData();
    form.append('title', 'Scope');
    form.append('file', new Blob(['%PDF-1.7 body'], { type: 'application/pdf' }), 'quote.pdf');
    const send = transport();
    const multipart = JSON.parse(
      (
        await send({
          method: 'POST',
          url: `http://${allowed}/echo`,
          headers: { 'Content-Type': 'text/plain' },
          body: form,
        })
      ).text,
    );
    expect(multipart.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('name="file"; filename="quote.pdf"');
    expect(multipart.body).toContain('%PDF-1.7 body');
    const json = JSON.parse(
      (
        await send({
          method: 'PATCH',
          url: `http://${allowed}/echo`,
          headers: { 'Content-Type': 'application/json', Host: 'evil.example' },
          body: '{"name":"Acmé"}',
        })
      ).text,
    );
    expect(json).toMatchObject({ method: 'PATCH', body: '{"name":"Acmé"}' });
    expect(json.headers).toMatchObject({ 'content-type': 'application/json', host: allowed, 'content-length': '16' });
  });
});
