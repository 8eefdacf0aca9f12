import { readFile, stat } from 'node:fs/promises';

/**
 * Reads build output (HTML, the build manifest) once per modification time: a new build is picked up without a
 * restart, and requests in between cost one `stat`. `parse` turns the text into what is kept; null when the file
 * is missing.
 */
export function cachedFileReader<T = string>(parse: (text: string) => T = (text) => text as T) {
  const cache = new Map<string, { mtimeMs: number; value: T }>();
  return async (file: string): Promise<T | null> => {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const hit = cache.get(file);
    if (hit?.mtimeMs === info.mtimeMs) return hit.value;
    const value = parse(await readFile(file, 'utf8'));
    cache.set(file, { mtimeMs: info.mtimeMs, value });
    return value;
  };
}
