import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

const error = (status: number) => new ApiError({ code: 'INTERNAL', message: 'x', status });

describe('shouldRetryQuery', () => {
  it.each([
    { name: 'first failure of a 500', failures: 0, status: 500, expected: true },
    { name: 'second failure of a 500', failures: 1, status: 500, expected: true },
    { name: 'third failure (2 retries used)', failures: 2, status: 500, expected: false },
    { name: '401 never retried', failures: 0, status: 401, expected: false },
    { name: '403 never retried', failures: 0, status: 403, expected: false },
    { name: 'network error retried', failures: 0, status: 0, expected: true },
  ])('$name', ({ failures, status, expected }) => {
    expect(shouldRetryQuery(failures, error(status))).toBe(expected);
  });

  it('retries errors without a status', () => {
    expect(shouldRetryQuery(0, new Error('boom'))).toBe(true);
  });
});

describe('queryRetryDelay', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(queryRetryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('createQueryClient', () => {
  it('applies the query and mutation defaults', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(60_000);
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('the default mutation-error toast', () => {
  const failing = new ApiError({ code: 'CONFLICT', message: 'The quote changed.', status: 409, requestId: 'req-7' });

  it('shows the server message and request id once for a failed write', async () => {
    const spy = vi.spyOn(toast, 'error').mockReturnValue('id');
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(failing) });
    await mutation.execute(undefined).catch(() => undefined);
    // sonner loads with the first toast (mutation-error-toast.ts): the toast follows a moment later.
    await vi.waitFor(() => expect(spy).toHaveBeenCalledTimes(1));
    expect(spy).toHaveBeenCalledWith('The quote changed.', { description: 'Request id req-7', action: undefined });
    spy.mockRestore();
  });

  it('stays out of a write whose screen shows the error itself', async () => {
    const spy = vi.spyOn(toast, 'error').mockReturnValue('id');
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(failing),
      meta: { errorToast: false },
    });
    await mutation.execute(undefined).catch(() => undefined);
    await import('sonner'); // as long as a toast would take to load
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
