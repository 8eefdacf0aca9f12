import type { PsaRecordRef } from '../psa-adapter';

export type HaloRecord = Record<string, unknown>;

/** Lists come back as a bare array or as {record_count, <key>: […]}. */
export function readList(body: unknown, key: string): HaloRecord[] {
  const list = Array.isArray(body) ? body : isRecord(body) ? body[key] : undefined;
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

export function readRecordCount(body: unknown, fallback: number): number {
  const count = isRecord(body) ? Number(body.record_count) : NaN;
  return Number.isFinite(count) ? count : fallback;
}

export function isRecord(value: unknown): value is HaloRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readText(record: HaloRecord, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

export function readId(record: HaloRecord, key = 'id'): string {
  return String(record[key] ?? '');
}

export function truncate(text: string, max: number): string {
  const clean = text.trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

export function ticketRef(base: string, id: unknown): PsaRecordRef {
  return { id: String(id), url: `${base}/ticket?id=${String(id)}` };
}

export function clientUrl(base: string, id: unknown): string {
  return `${base}/customers?clientid=${String(id)}`;
}
