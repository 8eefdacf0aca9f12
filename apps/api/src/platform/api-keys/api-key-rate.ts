import type { DbClient } from '@scopewright/db';
import { countRequests, secondsUntil, type RateRule, type WindowCountAt } from '../auth/rate-limit';

/** How often this process adds its keys' requests to the shared counter, at the most (one statement for all keys). */
export const API_KEY_COUNT_FLUSH_MS = 1000;

interface KeyWindow {
  /** The shared count as of this process's latest flush (every process's requests up to then). */
  shared: number;
  /** This process's requests in a flush still under way. */
  inFlight: number;
  /** This process's requests not yet sent to the shared counter. */
  pending: number;
  /** When the window ends, as the shared counter last said; undefined before its first answer. */
  endsAtMs: number | undefined;
}

export interface KeyCount {
  /** The request's place in the key's window, as far as this process knows. */
  count: number;
  retryAfterSeconds: number;
}

/**
 * Each API key's requests per window, shared by every process through the PostgreSQL counter but without a
 * database write per request: a process counts its own requests in memory and adds every key's pending requests to
 * the shared counter in one statement at most every `flushMs` (a key's first request at once, to learn the shared
 * count), then decides on the shared count it last learned plus its own requests since. The database cost is one
 * statement per `flushMs` per process whatever the number of keys. A key can pass its limit by what other processes
 * counted in the last `flushMs`, never more; one process alone is exact. Counts not yet flushed when a process stops
 * are lost, which only ever lets a key through, never refuses it.
 * One small entry per key this process has seen is kept for the process's life.
 */
export class ApiKeyRequestCounter {
  private readonly windows = new Map<string, KeyWindow>();
  private timer: NodeJS.Timeout | undefined;
  private flushed: Promise<void> = Promise.resolve();

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
      window = { shared: 0, inFlight: 0, pending: 0, endsAtMs: undefined };
      this.windows.set(keyId, window);
    }
    window.pending += 1;
    if (window.endsAtMs === undefined && window.inFlight === 0) this.flush([[keyId, window]], now);
    else this.timer ??= setTimeout(() => this.flushAll(Date.now()), this.flushMs).unref();
    const endsAtMs = window.endsAtMs ?? now + this.rule.windowSeconds * 1000;
    return {
      count: window.shared + window.inFlight + window.pending,
      retryAfterSeconds: secondsUntil(endsAtMs, now),
    };
  }

  /** Sends every pending count now and waits for the answers (tests and shutdown). */
  async settle(): Promise<void> {
    this.flushAll(Date.now());
    await this.flushed;
  }

  private flushAll(now: number): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flush([...this.windows], now);
  }

  private flush(entries: [string, KeyWindow][], now: number): void {
    const batch = new Map<string, number>();
    const windows = new Map<string, KeyWindow>();
    for (const [keyId, window] of entries) {
      if (window.pending === 0) continue;
      batch.set(`api-key:${keyId}`, window.pending);
      windows.set(`api-key:${keyId}`, window);
      window.inFlight += window.pending;
      window.pending = 0;
    }
    if (batch.size === 0) return;
    const settled = (answers: Map<string, WindowCountAt>) => {
      for (const [counterKey, window] of windows) {
        window.inFlight -= batch.get(counterKey)!;
        const answer = answers.get(counterKey);
        if (answer) learn(window, answer);
      }
    };
    const answered = countRequests(this.db, batch, this.rule, now).then(
      settled,
      // The database went away: these requests go uncounted rather than failing anything.
      () => settled(new Map()),
    );
    this.flushed = Promise.all([this.flushed, answered]).then(() => undefined);
  }
}

/** Takes in the shared counter's answer; answers can arrive out of order: within a window the larger count is the later. */
function learn(window: KeyWindow, answer: WindowCountAt): void {
  if (window.endsAtMs === answer.windowEndsAtMs) window.shared = Math.max(window.shared, answer.count);
  else if (window.endsAtMs === undefined || answer.windowEndsAtMs > window.endsAtMs) {
    window.shared = answer.count;
    window.endsAtMs = answer.windowEndsAtMs;
  }
}
