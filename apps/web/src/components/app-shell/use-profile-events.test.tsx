import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authKeys } from '@/lib/auth-keys';
import { PROFILE_EVENTS_URL, useProfileEvents } from './use-profile-events';

/** A stand-in EventSource the test drives by hand. */
class FakeEventSource extends EventTarget {
  static CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.instances.push(this);
  }
  emit(type: string) {
    this.dispatchEvent(new MessageEvent(type, { data: '' }));
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

function setup(enabled = true) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(authKeys.me(), { profile: { role: 'msp_admin' } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ on }) => useProfileEvents(on), { wrapper, initialProps: { on: enabled } });
  return { hook, invalidate };
}

const meReloads = (invalidate: { mock: { calls: unknown[][] } }) =>
  invalidate.mock.calls.filter(([filters]) => JSON.stringify(filters) === JSON.stringify({ queryKey: authKeys.me() }))
    .length;

describe('useProfileEvents', () => {
  it('opens the stream with the session cookie and reloads the profile on each profile event', () => {
    const { invalidate } = setup();
    const source = FakeEventSource.instances[0]!;
    expect([source.url, source.init?.withCredentials]).toEqual([PROFILE_EVENTS_URL, true]);
    source.emit('ready'); // the profile was just loaded: nothing to reload
    expect(meReloads(invalidate)).toBe(0);
    source.emit('profile');
    source.emit('profile');
    expect(meReloads(invalidate)).toBe(2);
  });

  it('reloads once the server refuses the stream for good (e.g. the session ended)', () => {
    const { invalidate } = setup();
    const source = FakeEventSource.instances[0]!;
    source.readyState = FakeEventSource.CLOSED;
    source.emit('error');
    expect(meReloads(invalidate)).toBe(1);
  });

  it('opens nothing while signed out, and closes the stream on unmount', () => {
    const { hook } = setup(false);
    expect(FakeEventSource.instances).toHaveLength(0);
    hook.rerender({ on: true });
    expect(FakeEventSource.instances).toHaveLength(1);
    hook.unmount();
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
  });
});
