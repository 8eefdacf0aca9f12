export type AutosaveStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error'; message: string }
  /** A stale save (409): autosaving stops until the user decides. */
  | { kind: 'stopped'; reason: AutosaveStopReason };

export type AutosaveStopReason = 'conflict' | 'frozen' | 'archived';

export type SaveOutcome = { ok: true } | { ok: false; stop?: AutosaveStopReason; message: string };

export interface AutosaverOptions {
  /** Saves the latest document; never throws (failures come back as an outcome). */
  save: () => Promise<SaveOutcome>;
  onStatus: (status: AutosaveStatus) => void;
  delayMs?: number;
  now?: () => Date;
}

export const AUTOSAVE_DELAY_MS = 800;

/**
 * Debounced autosave with one request in flight: edits during a save queue exactly one follow-up save of the
 * latest document. A conflict stops it for good; an error waits for the next edit or `flush()` (Retry).
 */
export function createAutosaver({
  save,
  onStatus,
  delayMs = AUTOSAVE_DELAY_MS,
  now = () => new Date(),
}: AutosaverOptions) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dirty = false;
  let inFlight: Promise<void> | null = null;
  let stopped = false;
  let status: AutosaveStatus = { kind: 'idle' };

  const set = (next: AutosaveStatus) => {
    status = next;
    onStatus(next);
  };
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  async function run(): Promise<void> {
    while (dirty && !stopped) {
      dirty = false;
      set({ kind: 'saving' });
      const outcome = await save();
      if (outcome.ok) {
        if (!dirty) set({ kind: 'saved', at: now() });
        continue;
      }
      if (outcome.stop) {
        stopped = true;
        clearTimer();
        set({ kind: 'stopped', reason: outcome.stop });
      } else {
        // Keep the edit: the next change or Retry saves it again.
        dirty = true;
        set({ kind: 'error', message: outcome.message });
      }
      return;
    }
  }

  function start(): Promise<void> {
    clearTimer();
    if (inFlight) return inFlight;
    inFlight = run().finally(() => {
      inFlight = null;
      // An edit that arrived while the last save ran and found no timer left is saved now.
      if (dirty && !stopped && status.kind !== 'error' && timer === null) void start();
    });
    return inFlight;
  }

  return {
    /** A change happened: save it after the quiet period. */
    schedule() {
      if (stopped) return;
      dirty = true;
      // One status change per burst, not per keystroke: the wizard re-renders on every status.
      if (!inFlight && status.kind !== 'pending') set({ kind: 'pending' });
      clearTimer();
      timer = setTimeout(() => {
        timer = null;
        void start();
      }, delayMs);
    },
    /** Save now (step change, blur, "Save as draft", Retry); resolves once everything pending is saved. */
    async flush(): Promise<AutosaveStatus> {
      if (stopped) return status;
      if (inFlight) await inFlight;
      if (dirty) await start();
      return status;
    },
    hasUnsavedChanges: () => dirty || inFlight !== null,
    isStopped: () => stopped,
    status: () => status,
    dispose() {
      clearTimer();
      stopped = true;
    },
  };
}

export type Autosaver = ReturnType<typeof createAutosaver>;
