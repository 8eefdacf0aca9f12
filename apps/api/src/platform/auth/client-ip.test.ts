import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip';

async function addressFor(forwardedFor: string | undefined, trustProxy: boolean): Promise<string> {
  const app = new Hono();
  app.get('/', (c) => c.text(clientIp(c, trustProxy)));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor };
  const response = await app.request('/', { headers });
  return response.text();
}

describe('clientIp', () => {
  it('behind a trusted proxy, takes the address the proxy appended, not what the client sent before it', async () => {
    expect(await addressFor('203.0.113.9', true)).toBe('203.0.113.9');
    expect(await addressFor('1.1.1.1, 198.51.100.7', true)).toBe('198.51.100.7');
    expect(await addressFor(' 6.6.6.6 ,  7.7.7.7 , 198.51.100.8 ', true)).toBe('198.51.100.8');
  });

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    expect(await addressFor('198.51.100.7', false)).toBe('0.0.0.0');
    expect(await addressFor(undefined, true)).toBe('0.0.0.0');
  });
});
