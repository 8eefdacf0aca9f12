function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Replaces the id at `path` (`items.data.price.product`) with the object `resolve` finds, as `expand[]` does. */
export function expandPath(value: unknown, path: readonly string[], resolve: (id: string) => unknown): void {
  const [key, ...rest] = path;
  if (key === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value) expandPath(item, path, resolve);
    return;
  }
  if (!isRecord(value)) return;
  const child = value[key];
  const expanded = typeof child === 'string' ? (resolve(child) ?? child) : child;
  value[key] = expanded;
  expandPath(expanded, rest, resolve);
}
