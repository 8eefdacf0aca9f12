import { describe, expect, it } from 'vitest';
import { filterServices, indexServices } from './filter-services';
import { estimateServiceHours, unitsOf, defaultQuantityFor } from './service-hours';
import { FIXTURE_SERVICES } from './service-library-fixtures';

const index = indexServices(FIXTURE_SERVICES);
const ids = (query: string, area: Parameters<typeof filterServices>[2] = null) =>
  filterServices(index, query, area).services.map((s) => s.id);

describe('filterServices', () => {
  it.each([
    ['a vendor synonym, any case', 'sentinelone', ['edr-deployment']],
    ['the start of a word', 'sentinel', ['edr-deployment']],
    ['an abbreviation', 'gws', ['gws-to-m365-migration']],
    ['a task name', 'legacy antivirus', ['edr-deployment']],
    ['words in any order', 'mailboxes migrate', ['gws-to-m365-migration']],
    ['the name', 'firewall', ['firewall-replacement']],
    ['nothing when one word misses', 'firewall sentinelone', []],
    ['everything for an empty search', '  ', ['edr-deployment', 'gws-to-m365-migration', 'firewall-replacement']],
  ])('%s: "%s"', (_name, query, expected) => expect(ids(query)).toEqual(expected));

  it('does not match inside a word ("one" is not SentinelOne)', () => {
    expect(ids('one')).toEqual([]);
  });

  it('counts the search matches per area and narrows to the chosen area', () => {
    const all = filterServices(index, '', 'network');
    expect(all.services.map((s) => s.id)).toEqual(['firewall-replacement']);
    expect(all.totalMatches).toBe(3);
    expect(all.countsByArea).toMatchObject({ security: 1, productivity: 1, network: 1, backup: 0 });
    const searched = filterServices(index, 'edr', null);
    expect(searched.countsByArea).toMatchObject({ security: 1, productivity: 0, network: 0 });
  });
});

describe('estimateServiceHours', () => {
  const [edr, mail, firewall] = FIXTURE_SERVICES;

  it('scales the tasks by the default quantity of the primary unit', () => {
    // 4 + 3 + (2 + 0.25 × 50) + (1 + 0.1 × 50)
    expect(estimateServiceHours(edr!)).toBeCloseTo(27.5);
    // 4 + (2 + 0.35 × 25) + 3
    expect(estimateServiceHours(mail!)).toBeCloseTo(17.75);
  });

  it('uses the quantities given', () => {
    expect(estimateServiceHours(firewall!, { sites: 3 })).toBeCloseTo(3 + 2 + 4 * 3 + 3 * 3);
  });

  it('counts a unit from the one it is usually counted with, else the engine default', () => {
    const mailboxesByUsers = { ...mail!, primaryUnit: 'users' as const };
    // 4 + (2 + 0.35 × 25 mailboxes, one per user) + 3
    expect(estimateServiceHours(mailboxesByUsers)).toBeCloseTo(17.75);
    // No users named: mailboxes at the engine's default of 10.
    expect(estimateServiceHours(mailboxesByUsers, {})).toBeCloseTo(4 + 2 + 3.5 + 3);
  });

  it('asks for the primary units and prefills the largest default', () => {
    expect(unitsOf([edr!, firewall!, mail!])).toEqual(['devices', 'sites', 'mailboxes']);
    expect(defaultQuantityFor([edr!, { ...edr!, defaultQuantity: 80 }], 'devices')).toBe(80);
    expect(defaultQuantityFor([edr!], 'sites')).toBe(1);
  });
});
