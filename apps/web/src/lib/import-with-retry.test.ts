import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithRetry, isModuleLoadError, ModuleLoadError } from './import-with-retry';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/quotes-abc.js');

describe('importWithRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries a failed module load 3 times with 1 s, 2 s, 4 s delays, clearing caches each time', async () => {
    const load = vi.fn().mockRejectedValue(chunkError());
    const clearCaches = vi.fn().mockResolvedValue(undefined);
    const result = importWithRetry(load, 'Quotes', { clearCaches });
    const settled = result.catch((e: unknown) => e);

    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(load).toHaveBeenCalledTimes(4);

    const error = await settled;
    expect(error).toBeInstanceOf(ModuleLoadError);
    expect((error as Error).message).toBe('Failed to load Quotes. Please refresh the page.');
    expect(clearCaches).toHaveBeenCalledTimes(3);
  });

  it('resolves as soon as a retry succeeds', async () => {
    const mod = { default: 'screen' };
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue(mod);
    const result = importWithRetry(load, 'Quotes', { clearCaches: async () => {} });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(result).resolves.toBe(mod);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not retry errors that are not module loads', async () => {
    const load = vi.fn().mockRejectedValue(new RangeError('bug in module body'));
    await expect(importWithRetry(load, 'Quotes')).rejects.toThrow('bug in module body');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('isModuleLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: x.js', true],
    ['Importing a module script failed.', true],
    [
      "Failed to load module script: Expected a JavaScript module script but the server responded with a MIME type of 'text/html'",
      true,
    ],
    ['Loading chunk 7 failed.', true],
    ['Cannot read properties of undefined', false],
  ])('%s → %s', (message, expected) => {
    expect(isModuleLoadError(new Error(message))).toBe(expected);
  });
});
