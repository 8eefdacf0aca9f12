import type { DbClient } from '@scopewright/db';
import { countRequest, secondsUntil, type RateRule, type WindowCountAt } from '../auth/rate-limit';

/** How often a key's local requests are added to the shared counter, at the most. */
export const API_KEY_COUNT_FLUSH_MS = 200;

interface KeyWindow {
  /** The shared count as of this process's latest flush (every process's requests up to then). */
  shared: number;
  /** This process's requests in a flush still under way. */
  inFlight: number;
  /** This process's requests not yet sent to the shared counter. */
  pending: number;
  /** When the window ends, as the shared counter last said; undefined before its first answer. */
  endsAtMs: number | undefined;
  timer: NodeJS.Timeout | undefined;
  /** The latest flush, settled once its answer is in. */
  flushed: Promise<void>;
}

export interface KeyCount {
  /** The request's place in the key's window, as far as this process knows. */
  count: number;
  retryAfterSeconds: number;
}

/**
 * Each API key's requests per window, shared by every process through the PostgreSQL counter but without a
 * database write per request: a process counts its own requests in memory, adds them to the shared counter in one
 * statement at most every `flushMs` (the first request of a key at once), and decides on the shared count it last
 * learned plus its own requests since. A key can pass its limit by what other processes counted in the last
 * `flushMs`, never more; one process alone is exact. Counts not yet flushed when a process stops are lost, which
 * only ever lets a key through, never refuses it.
 * One small entry per key this process has seen is kept for the process's life.
 */
export class ApiKeyRequestCounter {
  private readonly windows = new Map<string, KeyWindow>();

  constructor(
    private readonly db: DbClient,
    private readonly rule: RateRule,
    private readonly flushMs = API_KEY_COUNT_FLUSH_MS,
  ) {}

  /** Counts one request of `keyId` made at `now` and says where it stands. */
  count(keyId: string, now: number): KeyCount {
    let window = this.windows.get(keyId);
    if (window?.endsAtMs !== undefined && now >= window.endsAtMs) {
      window.shared = 0;
      window.endsAtMs = undefined;
    }
    if (!window) {
      window = {
        shared: 0,
        inFlight: 0,
        pending: 0,
        endsAtMs: undefined,
        timer: undefined,
        flushed: Promise.resolve(),
      };
      this.windows.set(keyId, window);
    }
    window.pending += 1;
    const first = window.endsAtMs === undefined && window.inFlight === 0;
    if (first) this.flush(keyId, window, now);
    else window.timer ??= setTimeout(() => this.flush(keyId, window, Date.now()), this.flushMs).unref();
    const endsAtMs = window.endsAtMs ?? now + this.rule.windowSeconds * 1000;
    return {
      count: window.shared + window.inFlight + window.pending,
      retryAfterSeconds: secondsUntil(endsAtMs, now),
    };
  }

  /** Sends every pending count now and waits for the answers (tests and shutdown). */
  async settle(): Promise<void> {
    const windows = [...this.windows];
    for (const [keyId, window] of windows) this.flush(keyId, window, Date.now());
    await Promise.all(windows.map(([, window]) => window.flushed));
  }

  private flush(keyId: string, window: KeyWindow, now: number): void {
    clearTimeout(window.timer);
    window.timer = undefined;
    const requests = window.pending;
    if (requests === 0) return;
    window.pending = 0;
    window.inFlight += requests;
    const previous = window.flushed;
    const answered = countRequest(this.db, `api-key:${keyId}`, this.rule, now, requests).then(
      (answer: WindowCountAt) => {
        window.inFlight -= requests;
        // Answers can arrive out of order: within a window the larger count is the later one.
        if (window.endsAtMs === answer.windowEndsAtMs) window.shared = Math.max(window.shared, answer.count);
        else if (window.endsAtMs === undefined || answer.windowEndsAtMs > window.endsAtMs) {
          window.shared = answer.count;
          window.endsAtMs = answer.windowEndsAtMs;
        }
      },
      // The database went away: these requests go uncounted rather than failing anything.
      () => {
        window.inFlight -= requests;
      },
    );
    window.flushed = Promise.all([previous, answered]).then(() => undefined);
  }
}
