import { describe, expect, it } from 'vitest';
import { estimateServices } from './estimate-services';
import { FIXTURE_LIBRARY, FIXTURE_ROLES } from './fixtures';

describe('estimateServices', () => {
  it('estimates hand-added services with the given quantities and no project-management lines', () => {
    const result = estimateServices(
      ['firewall-replacement'],
      [{ value: 3, unit: 'sites' }],
      FIXTURE_ROLES,
      FIXTURE_LIBRARY,
    );
    const lines = result.sections.flatMap((section) => section.lines);
    expect(lines.map((line) => line.key)).toEqual([
      'firewall-replacement:design',
      'firewall-replacement:install',
      'firewall-replacement:test',
    ]);
    expect(lines[1]).toMatchObject({ hours: 10, rationale: '3 sites × 3 h per site + 1 h set-up' });
    expect(result.totalHours).toBe(13);
    expect(result.totalPriceCents).toBe(13 * 19_500);
  });

  it('uses defaults, de-duplicates shared tasks and ignores unknown ids', () => {
    const result = estimateServices(['gws-to-m365', 'intune-enrolment', 'nope'], [], FIXTURE_ROLES, FIXTURE_LIBRARY);
    const lines = result.sections.flatMap((section) => section.lines);
    expect(lines.filter((line) => line.name === 'Discovery and inventory')).toHaveLength(1);
    expect(lines.some((line) => line.serviceId === null)).toBe(false);
    expect(lines.find((line) => line.key === 'intune-enrolment:enrol')?.rationale).toContain('assumed 10 devices');
  });
});
