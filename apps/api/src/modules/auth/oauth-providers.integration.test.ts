import { describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';

const providersOf = async (h: Awaited<ReturnType<typeof createIdentityApp>>) => {
  const res = await h.app.request('http://localhost/api/auth-providers');
  expect(res.status).toBe(200);
  return ((await res.json()) as { providers: string[] }).providers;
};

describe('GET /api/auth-providers', () => {
  it('offers no single sign-on when no provider is configured', async () => {
    const h = await createIdentityApp();
    try {
      expect(await providersOf(h)).toEqual([]);
    } finally {
      await h.close();
    }
  });

  it('offers exactly the providers whose client id and secret are set', async () => {
    const h = await createIdentityApp({ oauth: { googleClientId: 'id.apps.example', googleClientSecret: 'secret' } });
    try {
      expect(await providersOf(h)).toEqual(['google']);
    } finally {
      await h.close();
    }
  });
});
