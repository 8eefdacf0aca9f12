import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundTransport } from './outbound-transport';
import { attackerDns, settle, startCanary, startFakePsa, type Canary } from './outbound-test-servers.test-helpers';

let canary: Canary;
let otherLoopback: Canary | null;
let psa: Awaited<ReturnType<typeof startFakePsa>>;
let psaPort: number;

beforeAll(async () => {
  canary = (await startCanary('127.0.0.1'))!;
  psa = await startFakePsa(`http://127.0.0.1:${canary.port}/`);
  psaPort = psa.port;
  otherLoopback = await startCanary('127.0.0.2', psaPort);
});

afterAll(() => {
  psa?.close();
  for (const server of [canary?.server, otherLoopback?.server]) server?.close();
});

const get = (url: string, lookup: typeof attackerDns) =>
  createOutboundTransport({ lookup })({ method: 'GET', url, headers: {} });

describe('outbound transport: DNS rebinding', () => {
  it('resolves once and connects to that first answer, keeping the name in Host', async () => {
    const answers = ['127.0.0.1', '127.0.0.2'];
    let calls = 0;
    const rebinding = async () => [{ address: answers[Math.min(calls++, 1)]!, family: 4 }];
    const send = createOutboundTransport({ allowList: [`psa.rebind.test:${psaPort}`], lookup: rebinding });
    const response = await send({ method: 'GET', url: `http://psa.rebind.test:${psaPort}/echo`, headers: {} });
    expect(JSON.parse(response.text).headers.host).toBe(`psa.rebind.test:${psaPort}`);
    expect(calls).toBe(1);
    await settle();
    expect(otherLoopback, 'a listener on 127.0.0.2, the second answer').not.toBeNull();
    expect(otherLoopback?.hits).toBe(0);
  });

  it('a public first answer then a private one: the first request is pinned to the public address, the next refused', async () => {
    const port = canary.port;
    const answers = ['8.8.8.8', '127.0.0.1'];
    let calls = 0;
    const rebinding = async () => [{ address: answers[Math.min(calls++, 1)]!, family: 4 }];
    const send = createOutboundTransport({ allowedPorts: [port], lookup: rebinding, timeoutMs: 300 });
    const request = { method: 'GET', url: `https://psa.rebind.test:${port}/`, headers: {} };
    await expect(send(request)).rejects.toMatchObject({ kind: 'unavailable' });
    await expect(send(request)).rejects.toMatchObject({
      kind: 'unreachable',
      message: 'The address psa.rebind.test resolves to a private network address, which is not allowed',
    });
    expect(calls).toBe(2);
    await settle();
    expect(canary.hits).toBe(0);
  });

  it('a name that does not resolve → unreachable with a hint', async () => {
    const failing = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    await expect(get('https://nowhere.example.com/', failing)).rejects.toMatchObject({
      kind: 'unreachable',
      message: 'The address nowhere.example.com could not be found; check the URL',
    });
  });
});

describe('outbound transport: TLS', () => {
  it('sends the name as SNI to the pinned address and refuses a certificate it cannot verify', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-outbound-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=psa.tls.test',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const names: string[] = [];
    let served = 0;
    const tls = createHttpsServer({
      key: readFileSync(join(dir, 'key.pem')),
      cert: readFileSync(join(dir, 'cert.pem')),
      SNICallback: (servername, callback) => {
        names.push(servername);
        callback(null, undefined);
      },
    });
    tls.on('request', (_request, response) => {
      served += 1;
      response.end('reached');
    });
    tls.listen(0, '127.0.0.1');
    await once(tls, 'listening');
    const port = (tls.address() as AddressInfo).port;
    try {
      const send = createOutboundTransport({ allowList: [`psa.tls.test:${port}`], lookup: attackerDns });
      await expect(send({ method: 'GET', url: `https://psa.tls.test:${port}/`, headers: {} })).rejects.toMatchObject({
        kind: 'unreachable',
        message: 'The certificate of psa.tls.test is not valid (DEPTH_ZERO_SELF_SIGNED_CERT)',
      });
      await settle();
      expect(names).toEqual(['psa.tls.test']);
      expect(served).toBe(0);
    } finally {
      tls.close();
    }
  });
});
