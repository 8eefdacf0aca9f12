import { DEFAULT_LABOR_ROLES, LIBRARY_ROLES, SERVICE_AREAS } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { tokenise } from '../engine/tokenise';
import { SERVICE_LIBRARY, findService } from './index';

describe('the shipped service library', () => {
  it('holds at least 130 services with unique ids', () => {
    expect(SERVICE_LIBRARY.length).toBeGreaterThanOrEqual(130);
    expect(new Set(SERVICE_LIBRARY.map((service) => service.id)).size).toBe(SERVICE_LIBRARY.length);
    expect(findService(SERVICE_LIBRARY[0]?.id ?? '')).toBe(SERVICE_LIBRARY[0]);
  });

  it.each(SERVICE_AREAS)('has at least 3 services in %s', (area) => {
    expect(SERVICE_LIBRARY.filter((service) => service.area === area).length).toBeGreaterThanOrEqual(3);
  });

  it('writes tasks only for roles of the starter rate card', () => {
    const starter = new Set(DEFAULT_LABOR_ROLES.map((role) => role.name));
    for (const role of LIBRARY_ROLES) expect(starter, role).toContain(role);
  });

  it.each(['M365', 'O365', 'GWS', 'DC', 'AD', 'EDR', 'MDM', 'AVD', 'FW', 'AP'])(
    'knows %s as a synonym of some service',
    (abbreviation) => {
      const matches = SERVICE_LIBRARY.filter((service) =>
        service.synonyms.some((synonym) => synonym.toLowerCase() === abbreviation.toLowerCase()),
      );
      expect(matches.length, `${abbreviation} is no service's synonym`).toBeGreaterThan(0);
      expect(tokenise(abbreviation)).toHaveLength(1);
    },
  );

  it('gives every service 3–12 tasks with hours', () => {
    for (const service of SERVICE_LIBRARY) {
      expect(service.tasks.length, service.id).toBeGreaterThanOrEqual(3);
      expect(
        service.tasks.some((task) => task.baseHours > 0 || task.perUnitHours > 0),
        service.id,
      ).toBe(true);
    }
  });

  it('says how clients ask for every service, and why its hours are what they are', () => {
    for (const service of SERVICE_LIBRARY) {
      expect(service.clientPhrases.length, service.id).toBeGreaterThanOrEqual(3);
      expect(service.notes.length, service.id).toBeGreaterThan(40);
    }
  });
});
