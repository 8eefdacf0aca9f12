import { describe, expect, it } from 'vitest';
import { FIXTURE_LIBRARY, FIXTURE_ROLES } from './fixtures';
import { suggestScope } from './suggest-scope';
import type { PreviousScope } from './types';

const first = suggestScope(
  { description: 'Replace the firewall at 2 sites and set up Intune for 20 laptops', roles: FIXTURE_ROLES },
  FIXTURE_LIBRARY,
);
const previous: PreviousScope = { serviceIds: first.serviceIds, quantities: first.quantities };
const refine = (description: string, from: PreviousScope = previous) =>
  suggestScope({ description, roles: FIXTURE_ROLES, previous: from }, FIXTURE_LIBRARY);
const hoursOf = (result: ReturnType<typeof refine>, key: string) =>
  result.sections.flatMap((section) => section.lines).find((line) => line.key === key)?.hours;

describe('refining a previous scope', () => {
  it('starts from the previous services and quantities', () => {
    expect(first.serviceIds).toEqual(['firewall-replacement', 'intune-enrolment']);
    expect(hoursOf(first, 'firewall-replacement:install')).toBe(7);
  });

  it.each([
    ['add a third site', 3, 'Sites 2 → 3.'],
    ['add another site', 3, 'Sites 2 → 3.'],
    ['3 sites instead', 3, 'Sites 2 → 3.'],
    ['add 2 more sites', 4, 'Sites 2 → 4.'],
    ['make it 5 offices', 5, 'Sites 2 → 5.'],
  ])('%j changes the site count without adding services', (description, sites, message) => {
    const result = refine(description);
    expect(result.serviceIds).toEqual(previous.serviceIds);
    expect(result.quantities.find((quantity) => quantity.unit === 'sites')?.value).toBe(sites);
    expect(hoursOf(result, 'firewall-replacement:install')).toBe(1 + 3 * sites);
    expect(result.message).toBe(message);
  });

  it('adds to the count the previous run used: "5 more laptops"', () => {
    const result = refine('add 5 more laptops');
    expect(result.quantities.find((quantity) => quantity.unit === 'devices')?.value).toBe(25);
    expect(result.message).toBe('Devices 20 → 25.');
  });

  it('changes a user count: "make it 60 users"', () => {
    const result = refine('make it 60 users');
    expect(result.quantities).toContainEqual({ value: 60, unit: 'users', text: '60 users' });
    expect(result.message).toBe('Users set to 60.');
  });

  it.each([['add backup for Office 365'], ['also include Microsoft 365 backup']])(
    '%j adds a service',
    (description) => {
      const result = refine(description);
      expect(result.serviceIds).toEqual([...previous.serviceIds, 'm365-backup']);
      expect(result.message).toBe('Added Microsoft 365 backup.');
    },
  );

  it.each([['remove Intune'], ['drop the MDM'], ['without Intune please'], ['we do not need Intune']])(
    '%j removes a service',
    (description) => {
      const result = refine(description);
      expect(result.serviceIds).toEqual(['firewall-replacement']);
      expect(result.message).toBe('Removed Microsoft Intune device enrolment.');
      expect(hoursOf(result, 'intune-enrolment:enrol')).toBeUndefined();
    },
  );

  it('keeps removing across "and", until a clause has its own verb', () => {
    expect(refine('drop Intune and add printers').serviceIds).toEqual(['firewall-replacement', 'printer-deployment']);
  });

  it('combines changes in one message', () => {
    const result = refine('Remove the firewall, add printers and add a third site');
    expect(result.serviceIds).toEqual(['intune-enrolment', 'printer-deployment']);
    expect(result.message).toBe('Added Printer deployment; removed Firewall replacement; sites 2 → 3.');
  });

  it('says when nothing changed and quotes back what it could not use', () => {
    const result = refine('remove the printers');
    expect(result.serviceIds).toEqual(previous.serviceIds);
    expect(result.message).toBe('Nothing in the current scope changed.');
    expect(result.notUnderstood).toEqual(['remove the printers']);
  });

  it('can remove everything, and says so rather than "nothing recognised"', () => {
    const result = refine('remove the firewall and Intune');
    expect(result).toMatchObject({ serviceIds: [], sections: [], totalHours: 0 });
    expect(result.message).toBe('Removed Firewall replacement, Microsoft Intune device enrolment.');
  });

  it('is deterministic', () => {
    expect(refine('add a third site and add printers')).toEqual(refine('add a third site and add printers'));
  });
});
