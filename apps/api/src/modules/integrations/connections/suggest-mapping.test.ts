import { describe, expect, it } from 'vitest';
import { matchByName, normaliseName, suggestMapping } from './suggest-mapping';

const options = (...names: string[]) => names.map((name, i) => ({ id: `psa-${i + 1}`, name }));
const ours = (...names: string[]) => names.map((name, i) => ({ id: `ours-${i + 1}`, name }));

describe('normaliseName', () => {
  it.each([
    ['Help Desk', 'helpdesk'],
    ['  help-desk ', 'helpdesk'],
    ['Ingénieur Réseau', 'ingenieurreseau'],
    ['Tier 2 / Engineer', 'tier2engineer'],
    ['3. Proposal', 'proposal'],
    ['365 Support', '365support'],
  ])('%j → %j', (name, expected) => expect(normaliseName(name)).toBe(expected));
});

describe('matchByName', () => {
  const cases: { name: string; ours: string[]; theirs: string[]; expected: Record<string, string> }[] = [
    {
      name: 'exact match ignoring case and spaces',
      ours: ['project manager', 'HelpDesk'],
      theirs: ['Project Manager', 'Help Desk'],
      expected: { 'ours-1': 'psa-1', 'ours-2': 'psa-2' },
    },
    {
      name: 'exact wins over contains',
      ours: ['Engineer'],
      theirs: ['Senior Engineer', 'Engineer'],
      expected: { 'ours-1': 'psa-2' },
    },
    {
      name: 'theirs contains ours',
      ours: ['Network Engineer'],
      theirs: ['Help Desk', 'Network Engineer II'],
      expected: { 'ours-1': 'psa-2' },
    },
    {
      name: 'ours contains theirs',
      ours: ['Senior Project Manager'],
      theirs: ['Project Manager', 'Engineer'],
      expected: { 'ours-1': 'psa-1' },
    },
    {
      name: 'the closest in length wins among containing names',
      ours: ['Engineer'],
      theirs: ['Senior Network Engineer', 'Lead Engineer'],
      expected: { 'ours-1': 'psa-2' },
    },
    {
      name: 'no match leaves the entry out',
      ours: ['Architect'],
      theirs: ['Project Manager'],
      expected: {},
    },
    {
      name: 'a short name matches exactly only',
      ours: ['PM', 'IT'],
      theirs: ['PMO Lead', 'IT'],
      expected: { 'ours-2': 'psa-2' },
    },
    {
      name: 'blank names never match',
      ours: ['  ', 'Engineer'],
      theirs: ['--', 'Engineer'],
      expected: { 'ours-2': 'psa-2' },
    },
  ];
  it.each(cases)('$name', ({ ours: mine, theirs, expected }) => {
    expect(matchByName(ours(...mine), options(...theirs))).toEqual(expected);
  });
});

describe('suggestMapping', () => {
  it('matches roles to work roles and work types, catalog items to products and agreement types, stages to stages', () => {
    const suggested = suggestMapping(
      {
        roles: ours('Project Manager', 'Remote Support'),
        phases: ['Discovery'],
        products: [{ id: 'p1', name: 'Firewall FG-60F' }],
        recurring: [{ id: 'r1', name: 'Managed Services' }],
        stages: [{ id: 's1', name: 'Proposal' }],
      },
      {
        roles: options('Project Manager', 'Engineer'),
        workTypes: options('Remote Support', 'Onsite'),
        opportunityStages: options('Qualified', 'Proposal Sent'),
        products: options('FG-60F'),
        agreementTypes: options('Managed Services Agreement'),
      },
    );
    expect(suggested).toEqual({
      roles: { 'ours-1': 'psa-1' },
      workTypes: { 'ours-2': 'psa-1' },
      phases: {},
      products: { p1: 'psa-1' },
      recurring: { r1: 'psa-1' },
      stages: { s1: 'psa-2' },
    });
  });
});
