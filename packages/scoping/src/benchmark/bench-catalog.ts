import { DEFAULT_CATALOG_ITEMS } from '@scopewright/domain';
import type { CatalogCandidate } from '../engine/types';

const id = (index: number) => `0193a3f0-0000-7000-8000-${String(index + 1).padStart(12, '0')}`;

/**
 * The fixed catalog the benchmark's catalog cases run against in-process: the starter catalog every workspace
 * gets (so `npm run bench:ai` against the demo workspace expects the same SKUs), plus items a real MSP adds, so
 * the matching is checked against more than the lines it was written next to.
 */
export const BENCHMARK_CATALOG: readonly CatalogCandidate[] = [
  ...DEFAULT_CATALOG_ITEMS,
  {
    kind: 'product',
    name: 'Ubiquiti UniFi U6 Pro access point',
    description: 'Ceiling-mounted Wi-Fi 6 access point, PoE powered, UniFi controller managed.',
    sku: 'U6-PRO',
    manufacturer: 'Ubiquiti',
    unit: 'each',
    unitPriceCents: 18_900,
    unitCostCents: 14_900,
    frequency: 'one_time',
    taxable: true,
    category: 'Network hardware',
  } as const,
  {
    kind: 'recurring_service',
    name: 'Microsoft 365 E3',
    description: 'Enterprise Office apps, Exchange, Teams, Intune and Windows Enterprise, per user, billed annually.',
    sku: 'CFQ7TTC0LFLX',
    manufacturer: 'Microsoft',
    unit: 'user',
    unitPriceCents: 43_200,
    unitCostCents: 36_700,
    frequency: 'annual',
    taxable: true,
    category: 'Microsoft 365',
  } as const,
].map((item, index) => ({ ...item, id: id(index) }));
