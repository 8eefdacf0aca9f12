import { DEFAULT_CATALOG_ITEMS } from '@scopewright/domain';
import type { CatalogCandidate } from '../engine/types';

const id = (index: number) => `0193a3f0-0000-7000-8000-${String(index + 1).padStart(12, '0')}`;

/**
 * The fixed catalog the benchmark's catalog cases run against in-process: exactly the starter catalog every
 * workspace gets (so `npm run bench:ai` against the demo workspace expects the same SKUs), with ids assigned in
 * catalog order. The starter catalog is what a typical MSP sells, so the matching is checked against far more than
 * the lines the cases name.
 */
export const BENCHMARK_CATALOG: readonly CatalogCandidate[] = DEFAULT_CATALOG_ITEMS.map((item, index) => ({
  ...item,
  id: id(index),
}));
