/**
 * The list's match counts, kept briefly per workspace and filter set: paging, re-sorting and polling ask the
 * same count again and again, and a cached one saves a round trip. Every quote write of this process drops the workspace's counts
 * at once (after its commit); writes elsewhere (another instance, the public accept link) show within TTL_MS.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 5_000;

interface Entry {
  total: unknown;
  generation: number;
  expiresAt: number;
}

const entries = new Map<string, Entry>();
const generations = new Map<string, number>();

const generationOf = (tenantId: string) => generations.get(tenantId) ?? 0;

/** Call after a write to the workspace's quotes has committed. */
export function invalidateQuoteCounts(tenantId: string): void {
  generations.set(tenantId, generationOf(tenantId) + 1);
}

/** The cached count for these filters, or `count()`'s, remembered unless a write committed meanwhile. */
export async function cachedQuoteCount<T>(
  tenantId: string,
  filterKey: string,
  count: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  const key = `${tenantId}|${filterKey}`;
  const generation = generationOf(tenantId);
  const hit = entries.get(key);
  if (hit && hit.generation === generation && hit.expiresAt > now) return hit.total as T;
  const total = await count();
  if (generationOf(tenantId) === generation) {
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    entries.set(key, { total, generation, expiresAt: now + TTL_MS });
  }
  return total;
}
