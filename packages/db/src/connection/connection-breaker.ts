import { isConnectionError } from './is-connection-error';

/** Thrown instead of trying to connect while the breaker is open; maps to 503 like any connection error. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(cause: unknown) {
    super('Database unavailable: the last connection attempt failed moments ago', { cause });
  }
}

export interface BreakerOptions {
  /** How long to fail fast after a failed connection attempt before letting one probe through. */
  openMs?: number;
  onChange?: (available: boolean, error?: unknown) => void;
  now?: () => number;
}

/** A pooled client could not be handed out in time: the pool is busy, which says nothing about the server. */
const isPoolQueueTimeout = (error: unknown) =>
  error instanceof Error && error.message.startsWith('timeout exceeded when trying to connect');

/**
 * Closed: every connection attempt goes ahead. A failed attempt opens it: for `openMs` every attempt fails at
 * once, then a single probe goes ahead while the others still fail fast; the probe's outcome closes or reopens it.
 */
export class ConnectionBreaker {
  private openUntil = 0;
  private probing = false;
  private lastError: unknown;
  private readonly openMs: number;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions = {}) {
    this.openMs = options.openMs ?? 500;
    this.now = options.now ?? Date.now;
  }

  get isOpen(): boolean {
    return this.openUntil > 0;
  }

  /** null: go ahead (then report the outcome); otherwise the error to fail with right away. */
  admit(): DatabaseUnavailableError | null {
    if (this.openUntil === 0) return null;
    if (this.probing || this.now() < this.openUntil) return new DatabaseUnavailableError(this.lastError);
    this.probing = true;
    return null;
  }

  succeeded(): void {
    this.probing = false;
    if (this.openUntil === 0) return;
    this.openUntil = 0;
    this.lastError = undefined;
    this.options.onChange?.(true);
  }

  failed(error: unknown): void {
    if (isPoolQueueTimeout(error)) {
      this.probing = false;
      return;
    }
    if (!isConnectionError(error)) return this.succeeded();
    const wasClosed = this.openUntil === 0;
    this.probing = false;
    this.lastError = error;
    this.openUntil = this.now() + this.openMs;
    if (wasClosed) this.options.onChange?.(false, error);
  }
}
