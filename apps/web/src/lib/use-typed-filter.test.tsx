import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTypedFilter } from './use-typed-filter';

const LIST = '/dashboard/superadmin/msps';

function renderFilter(commit: (value: string | undefined) => void, value?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[LIST]}>{children}</MemoryRouter>
  );
  return renderHook(({ current }: { current?: string }) => useTypedFilter(current, commit, 300), {
    wrapper,
    initialProps: { current: value },
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', LIST);
});
afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('useTypedFilter', () => {
  it('commits the trimmed text once it rests, and nothing while it is typed', () => {
    const commit = vi.fn();
    const { result } = renderFilter(commit);
    act(() => result.current.setText(' ac'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.setText(' acme '));
    act(() => vi.advanceTimersByTime(200));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(commit).toHaveBeenCalledExactlyOnceWith('acme');
  });

  it('commits at once on flush, and an emptied box clears the filter', () => {
    const commit = vi.fn();
    const { result } = renderFilter(commit, 'acme');
    act(() => result.current.setText('   '));
    act(() => result.current.flush());
    expect(commit).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('takes a new value from the URL over what was typed', () => {
    const commit = vi.fn();
    const { result, rerender } = renderFilter(commit, 'acme');
    act(() => result.current.setText('acm'));
    rerender({ current: undefined });
    expect(result.current.text).toBe('');
  });

  it('drops a value that rests after the viewer followed a link away (no bounce back to the list)', () => {
    const commit = vi.fn();
    const { result } = renderFilter(commit);
    act(() => result.current.setText('demo'));
    window.history.pushState(null, '', '/dashboard/company/0197');
    act(() => vi.advanceTimersByTime(300));
    expect(commit).not.toHaveBeenCalled();
  });
});
