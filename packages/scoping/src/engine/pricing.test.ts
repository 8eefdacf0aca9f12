import { SCOPE_COPY } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { FIXTURE_ROLES } from './fixtures';
import { priceSections, type UnpricedLine } from './price-sections';
import { matchRole } from './pricing';

describe('matchRole', () => {
  it.each([
    ['exact name', 'Cloud Engineer', 'Cloud Engineer'],
    ['any case', 'Systems Engineer', 'systems engineer'],
    ['network keyword', 'Senior Network Engineer', 'Network Specialist'],
    ['desk/technician keyword', 'Service Desk Technician', 'Help Desk'],
    ['field technician falls back to the technician role', 'Field Technician', 'Help Desk'],
    ['project keyword', 'Project Coordinator', 'Project Manager'],
    ['no match: the first role', 'Solutions Architect', 'Project Manager'],
  ])('%s', (_name, libraryRole, expected) => {
    expect(matchRole(libraryRole, FIXTURE_ROLES)?.name).toBe(expected);
  });

  it('returns null without roles', () => {
    expect(matchRole('Cloud Engineer', [])).toBeNull();
  });
});

const llmLine = (overrides: Partial<UnpricedLine> = {}): UnpricedLine => ({
  name: 'Configure the tenant',
  description: 'Set up the tenant.',
  role: 'cloud engineer',
  hours: 3.1,
  deliverables: ['Tenant'],
  assumptions: [],
  outOfScope: [],
  rationale: 'LLM estimate',
  serviceId: null,
  ...overrides,
});

describe('priceSections', () => {
  it('prices LLM-shaped sections like the built-in engine: quarter hours, rate card roles, totals', () => {
    const priced = priceSections(
      [{ name: 'Build & Configuration', lines: [llmLine(), llmLine({ role: 'network guru', hours: 2 })] }],
      FIXTURE_ROLES,
    );
    const [cloud, network] = priced.sections[0]?.lines ?? [];
    expect(cloud).toMatchObject({
      role: 'Cloud Engineer',
      hours: 3,
      billRateCents: 18_500,
      priceCents: 55_500,
      key: 'llm:1-1',
      customerResponsibilities: [],
    });
    expect(network).toMatchObject({ role: 'Network Specialist', priceCents: 39_000 });
    expect(priced).toMatchObject({ totalHours: 5, totalPriceCents: 94_500, message: null });
    expect(priced.sections[0]).toMatchObject({ confidence: 0.6, confidenceLevel: 'medium' });
  });

  it('never prices from the text: negative or absurd hours become 0, rates only from roles', () => {
    const priced = priceSections(
      [{ name: 'X', confidence: 2, lines: [llmLine({ hours: -5 }), llmLine({ hours: Number.NaN })] }],
      FIXTURE_ROLES,
    );
    expect(priced.totalHours).toBe(0);
    expect(priced.sections[0]?.confidence).toBe(1);
  });

  it('says the hours are unpriced when the rate card is empty', () => {
    const priced = priceSections([{ name: 'X', lines: [llmLine()] }], []);
    expect(priced.message).toBe(SCOPE_COPY.noRolesOnRateCard);
    expect(priced.sections[0]?.lines[0]).toMatchObject({ role: 'cloud engineer', roleId: null, priceCents: 0 });
  });
});
