import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModuleLoadError } from '@/lib/import-with-retry';
import { ErrorBoundary } from './error-boundary';

function Flaky({ state }: { state: { isBroken: boolean } }) {
  if (state.isBroken) throw new Error('render failed');
  return <p>Screen content</p>;
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('re-renders after 2 s and recovers when the retry succeeds', async () => {
    const state = { isBroken: true };
    render(
      <ErrorBoundary>
        <Flaky state={state} />
      </ErrorBoundary>,
    );
    expect(screen.queryByText('Screen content')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_999));
    expect(screen.queryByText('Screen content')).toBeNull();
    state.isBroken = false;
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Screen content')).toBeTruthy();
  });

  it('retries twice, then shows the fallback with Refresh Page and Try Again', async () => {
    render(
      <ErrorBoundary>
        <Flaky state={{ isBroken: true }} />
      </ErrorBoundary>,
    );
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.queryByText('Something went wrong')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred. Please try refreshing the page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Refresh Page/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  });

  it('shows the module name at once when a lazy module failed to load', () => {
    function Broken(): never {
      throw new ModuleLoadError('Quotes');
    }
    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Failed to load Quotes. Please refresh the page.')).toBeTruthy();
  });
});
