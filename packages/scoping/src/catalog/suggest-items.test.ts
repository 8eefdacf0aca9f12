import { describe, expect, it } from 'vitest';
import { BENCHMARK_CATALOG } from '../benchmark/bench-catalog';
import { extractQuantities } from '../engine/quantities';
import { suggestScope } from '../engine/suggest-scope';
import type { CatalogCandidate } from '../engine/types';
import { suggestCatalogItems } from './suggest-items';

const items = (description: string, catalog: readonly CatalogCandidate[] = BENCHMARK_CATALOG) =>
  suggestCatalogItems(description, catalog, extractQuantities(description)).map((item) => ({
    sku: item.sku,
    quantity: item.quantity,
  }));

describe('catalog lines from a description', () => {
  it('licences, backup per seat and managed endpoints for the users named', () => {
    const text =
      'Microsoft 365 Business Premium for 20 users with managed backup and endpoint protection as a monthly service';
    expect(items(text)).toEqual([
      { sku: 'CFQ7TTC0LCHC', quantity: 20 },
      { sku: 'MS-BACKUP-SEAT', quantity: 20 },
      { sku: 'MS-ENDPOINT', quantity: 20 },
    ]);
  });

  it('binds each count to its own noun', () => {
    expect(items('Microsoft 365 Business Basic for 20 users, 12 access points and a FortiGate 60F')).toEqual([
      { sku: 'CFQ7TTC0LH18', quantity: 20 },
      { sku: 'R4W02A', quantity: 12 },
      { sku: 'FG-60F', quantity: 1 },
    ]);
    expect(items('Managed IT services for 25 users and managed endpoint on 30 laptops')).toEqual([
      { sku: 'MS-USER-PLAN', quantity: 25 },
      { sku: 'MS-ENDPOINT', quantity: 30 },
    ]);
  });

  it('finds hardware by SKU, by model with a count typed before it, and by kind', () => {
    expect(items('Quote 2x FG-40F for the branch')).toEqual([{ sku: 'FG-40F', quantity: 2 }]);
    expect(items('Two FortiGate 40F firewalls')).toEqual([{ sku: 'FG-40F', quantity: 2 }]);
    expect(items('Install two 48-port PoE switches')).toEqual([{ sku: 'JL686A', quantity: 2 }]);
    expect(items('six UniFi U6 Pro access points')).toEqual([{ sku: 'U6-PRO', quantity: 6 }]);
  });

  it('chooses between items of one name by the unit the description counts', () => {
    expect(items('Managed backup for 4 TB of server data')).toEqual([{ sku: 'MS-BACKUP-TB', quantity: 4 }]);
    expect(items('Managed backup for 15 users')).toEqual([{ sku: 'MS-BACKUP-SEAT', quantity: 15 }]);
  });

  it('proposes nothing for work that buys nothing from the catalog', () => {
    for (const text of [
      'Set up Veeam backup for our file server and test a restore',
      'Migrate 45 users from Google Workspace to Microsoft 365',
      'Configure the existing firewall rules and VPN',
      'Deploy SentinelOne EDR to 75 endpoints and remove the old antivirus',
      'Switch 20 users from Gmail to Outlook',
      'Migrate 3 servers to Azure and set up monitoring',
      'Premium support for our security cameras',
    ])
      expect(items(text), text).toEqual([]);
  });

  it('proposes nothing when the catalog holds no such item, and never a price of its own', () => {
    const onlyLicences = BENCHMARK_CATALOG.filter((item) => item.category === 'Microsoft 365');
    expect(items('FortiGate 60F and 12 access points', onlyLicences)).toEqual([]);
    expect(items('FortiGate 60F and 12 access points', [])).toEqual([]);
    const repriced = BENCHMARK_CATALOG.map((item) => ({ ...item, unitPriceCents: 12_345 }));
    const [line] = suggestCatalogItems('12 access points, new', repriced, extractQuantities('12 access points, new'));
    expect(line).toMatchObject({ unitPriceCents: 12_345, priceCents: 12 * 12_345, frequency: 'one_time' });
  });

  it('matches any catalog by its own words, not the starter one', () => {
    const own: CatalogCandidate = {
      ...BENCHMARK_CATALOG[0]!,
      id: '0193a3f0-0000-7000-8000-00000000aaaa',
      kind: 'product',
      name: 'Yealink T54W desk phone',
      sku: 'YEA-T54W',
      unit: 'each',
      frequency: 'one_time',
      category: 'Voice',
      description: 'Colour screen IP phone with Bluetooth and Wi-Fi.',
    };
    expect(items('Roll out 14 Yealink T54W phones', [own])).toEqual([{ sku: 'YEA-T54W', quantity: 14 }]);
    expect(items('Roll out Teams Phone for 14 users', [own])).toEqual([]);
  });

  it('says which catalog item each line came from and why', () => {
    const result = suggestScope({
      description: 'FortiGate 60F and 12 access points',
      roles: [],
      catalog: BENCHMARK_CATALOG,
    });
    const ap = result.items.find((item) => item.sku === 'R4W02A');
    expect(ap).toMatchObject({ catalogItemId: BENCHMARK_CATALOG.find((i) => i.sku === 'R4W02A')!.id, quantity: 12 });
    expect(ap?.rationale).toBe('12 access points × Aruba Instant On AP22 Wi-Fi 6 access point (catalog SKU R4W02A)');
    expect(ap?.matchedText).toBe('access points');
  });

  it('a refinement keeps the earlier catalog lines and follows a changed count', () => {
    const first = suggestScope({
      description: 'Microsoft 365 Business Premium for 20 users',
      roles: [],
      catalog: BENCHMARK_CATALOG,
    });
    const refined = suggestScope({
      description: 'make it 25 users',
      roles: [],
      catalog: BENCHMARK_CATALOG,
      previous: { serviceIds: first.serviceIds, quantities: first.quantities, items: first.items },
    });
    expect(refined.items.map((item) => [item.sku, item.quantity])).toEqual([['CFQ7TTC0LCHC', 25]]);
  });
});
