import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasSessionHint } from './session-hint';
import { stubApi as stubFetch } from '@/lib/test-utils';
import { useAuthState } from './auth-state';

const ME = {
  user: { id: 'u1', email: 'dana@demo-msp.test', emailVerified: true },
  profile: { id: 'u1', email: 'dana@demo-msp.test', firstName: 'Dana', lastName: 'Admin', role: 'msp_admin' },
  tenant: { id: 't1', name: 'Demo MSP' },
  isSuperAdmin: false,
  access: { accessLevel: 'full' },
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useAuthState', () => {
  it('does not ask the server on public pages when this browser never signed in', () => {
    const fetchMock = stubFetch({});
    const { result } = renderHook(() => useAuthState(), { wrapper });
    expect(result.current.status).toBe('signed-out');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is signed in with the name from the profile after GET /api/me answers 200', async () => {
    stubFetch({ 'GET /api/me': { status: 200, body: ME } });
    const { result } = renderHook(() => useAuthState({ verify: 'always' }), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.user).toEqual({
      id: 'u1',
      email: 'dana@demo-msp.test',
      emailVerified: true,
      name: 'Dana Admin',
      isSuperAdmin: false,
      avatarUrl: null,
    });
    expect(result.current.tenant).toMatchObject({ name: 'Demo MSP' });
    expect(hasSessionHint()).toBe(true);
  });

  it('is signed out on 401, without retrying, and forgets the hint', async () => {
    localStorage.setItem('scopewright.session-hint', '1');
    const fetchMock = stubFetch({ 'GET /api/me': { status: 401, body: {} } });
    const { result } = renderHook(() => useAuthState(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hasSessionHint()).toBe(false);
  });
});
