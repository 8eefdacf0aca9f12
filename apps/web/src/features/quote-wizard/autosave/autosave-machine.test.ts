import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AutosaveStatus, createAutosaver, type SaveOutcome } from './autosave-machine';

function deferred() {
  let resolve!: (outcome: SaveOutcome) => void;
  const promise = new Promise<SaveOutcome>((r) => (resolve = r));
  return { promise, resolve };
}

function setup(outcomes: (() => Promise<SaveOutcome>)[] = []) {
  const statuses: AutosaveStatus['kind'][] = [];
  const save = vi.fn(() => (outcomes.shift() ?? (() => Promise.resolve<SaveOutcome>({ ok: true })))());
  const autosaver = createAutosaver({ save, onStatus: (s) => statuses.push(s.kind), delayMs: 800 });
  return { autosaver, save, statuses };
}

describe('autosave machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once, 800 ms after the last of a burst of edits', async () => {
    const { autosaver, save, statuses } = setup();
    autosaver.schedule();
    await vi.advanceTimersByTimeAsync(500);
    autosaver.schedule();
    await vi.advanceTimersByTimeAsync(799);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['pending', 'saving', 'saved']);
  });

  it('keeps one request in flight and queues exactly one follow-up for edits made meanwhile', async () => {
    const first = deferred();
    const { autosaver, save } = setup([() => first.promise]);
    autosaver.schedule();
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledTimes(1);
    autosaver.schedule();
    autosaver.schedule();
    await vi.advanceTimersByTimeAsync(800);
    expect(save).toHaveBeenCalledTimes(1);
    first.resolve({ ok: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(autosaver.status().kind).toBe('saved');
  });

  it('flush saves at once and resolves when saved', async () => {
    const { autosaver, save } = setup();
    autosaver.schedule();
    const status = await autosaver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    expect(status.kind).toBe('saved');
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('shows an error, keeps the edit and saves it again on retry', async () => {
    const { autosaver, save, statuses } = setup([() => Promise.resolve({ ok: false, message: 'Network error' })]);
    autosaver.schedule();
    await vi.advanceTimersByTimeAsync(800);
    expect(autosaver.status()).toEqual({ kind: 'error', message: 'Network error' });
    expect(autosaver.hasUnsavedChanges()).toBe(true);
    await autosaver.flush();
    expect(save).toHaveBeenCalledTimes(2);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('stops for good on a conflict: later edits are not saved', async () => {
    const { autosaver, save } = setup([() => Promise.resolve({ ok: false, stop: 'conflict', message: 'Stale' })]);
    autosaver.schedule();
    await vi.advanceTimersByTimeAsync(800);
    expect(autosaver.status()).toEqual({ kind: 'stopped', reason: 'conflict' });
    autosaver.schedule();
    await vi.advanceTimersByTimeAsync(5000);
    await autosaver.flush();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('does nothing without edits', async () => {
    const { autosaver, save } = setup();
    await autosaver.flush();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
  });
});
