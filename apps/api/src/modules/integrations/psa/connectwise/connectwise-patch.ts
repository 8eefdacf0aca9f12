import type { PatchOperation } from './connectwise-client';

type Reference = { id: number } | null | undefined;

function comparable(value: unknown): unknown {
  if (value && typeof value === 'object' && 'id' in value) return (value as { id: unknown }).id;
  if (typeof value === 'number') return Math.round(value * 100) / 100;
  return value ?? null;
}

/** JSON-Patch replace operations for the fields of `wanted` that differ from `current`; undefined means "leave". */
export function diffOperations(current: object, wanted: Record<string, string | number | Reference>): PatchOperation[] {
  const have = current as Record<string, unknown>;
  return Object.entries(wanted)
    .filter(([field, value]) => value !== undefined && comparable(have[field]) !== comparable(value))
    .map(([field, value]) => ({ op: 'replace', path: field, value }));
}

export const toReference = (id: string | null | undefined): { id: number } | undefined =>
  id ? { id: Number(id) } : undefined;
