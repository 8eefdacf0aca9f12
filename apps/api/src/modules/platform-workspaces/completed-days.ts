/** How long a completed day's figures are kept before they are read again. */
export const COMPLETED_DAY_TTL_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const nextDay = (day: string) => isoDay(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS);

/** Reads the figures of the UTC days in [from, to) (YYYY-MM-DD); days without any are left out. */
export type DaysReader<T> = (from: string, to: string) => Promise<Map<string, T>>;

/**
 * Per-day figures of days that have ended, held per process (docs/decisions/0036: the dashboards' figures read
 * as little as they can). A day's AI runs and sent quotes no longer change once it is over and its email counts
 * barely do, so a period's past days are read once and kept for COMPLETED_DAY_TTL_MS; only today is read on every
 * request. The missing days are read as one span.
 */
export class CompletedDays<T> {
  private readonly days = new Map<string, { value: T; readAt: number }>();

  constructor(
    private readonly empty: () => T,
    private readonly ttlMs = COMPLETED_DAY_TTL_MS,
  ) {}

  /** The figures of `days` (each before today), reading the ones not held or held too long. */
  async read(days: readonly string[], now: number, reader: DaysReader<T>): Promise<Map<string, T>> {
    const stale = days.filter((day) => {
      const held = this.days.get(day);
      return !held || now - held.readAt > this.ttlMs;
    });
    if (stale.length > 0) {
      const from = stale.reduce((a, b) => (a < b ? a : b));
      const last = stale.reduce((a, b) => (a > b ? a : b));
      const values = await reader(from, nextDay(last));
      for (let day = from; day <= last; day = nextDay(day)) {
        this.days.set(day, { value: values.get(day) ?? this.empty(), readAt: now });
      }
    }
    return new Map(days.map((day) => [day, this.days.get(day)?.value ?? this.empty()]));
  }
}
