import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/lib/test-utils';
import { hasSessionHint, setSessionHint } from './session-hint';
import { resetSignedInHintCheck, useSignedInHint } from './use-signed-in-hint';

const ME = { user: { id: 'u1' }, profile: { id: 'u1' }, tenant: null, isSuperAdmin: false, access: {} };

beforeEach(() => resetSignedInHintCheck());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useSignedInHint', () => {
  it('is signed out without asking the server when this browser never signed in', () => {
    const fetchMock = stubApi({});
    const { result } = renderHook(() => useSignedInHint());
    expect(result.current).toEqual({ isSignedIn: false, isChecking: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('trusts the hint at once and confirms it with one GET /api/me', async () => {
    setSessionHint(true);
    const fetchMock = stubApi({ 'GET /api/me': { status: 200, body: ME } });
    const { result, rerender } = renderHook(() => useSignedInHint());
    expect(result.current).toEqual({ isSignedIn: true, isChecking: true });
    await waitFor(() => expect(result.current).toEqual({ isSignedIn: true, isChecking: false }));
    rerender();
    renderHook(() => useSignedInHint());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('drops a stale hint when the server answers 401', async () => {
    setSessionHint(true);
    stubApi({ 'GET /api/me': { status: 401, body: {} } });
    const { result } = renderHook(() => useSignedInHint());
    await waitFor(() => expect(result.current).toEqual({ isSignedIn: false, isChecking: false }));
    expect(hasSessionHint()).toBe(false);
  });

  it('keeps the hint when the server cannot be reached', async () => {
    setSessionHint(true);
    stubApi({ 'GET /api/me': new Error('offline') });
    const { result } = renderHook(() => useSignedInHint());
    await waitFor(() => expect(result.current.isChecking).toBe(false));
    expect(result.current.isSignedIn).toBe(true);
  });

  it('follows a sign-in or sign-out on this page without asking again', async () => {
    const fetchMock = stubApi({});
    const { result } = renderHook(() => useSignedInHint());
    act(() => setSessionHint(true));
    expect(result.current.isSignedIn).toBe(true);
    act(() => setSessionHint(false));
    expect(result.current.isSignedIn).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
