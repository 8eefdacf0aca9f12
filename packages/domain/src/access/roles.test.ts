import { describe, expect, it } from 'vitest';
import {
  hasCapability,
  hasRoleAtLeast,
  isRole,
  needsRoleAssignment,
  ROLE_CAPABILITIES,
  ROLE_LABELS,
  ROLE_RANK,
  ROLES,
  type Capability,
  type Role,
} from './roles';

describe('role table', () => {
  it.each([
    ['pending_user', 0, 'Pending User'],
    ['msp_user', 1, 'User'],
    ['msp_admin', 2, 'Admin'],
    ['super_admin', 3, 'Super Admin'],
  ] as const)('%s has rank %i and label %s', (role, rank, label) => {
    expect(ROLE_RANK[role]).toBe(rank);
    expect(ROLE_LABELS[role]).toBe(label);
  });

  it('lists the four literals in rank order', () => {
    expect(ROLES).toEqual(['pending_user', 'msp_user', 'msp_admin', 'super_admin']);
  });
});

describe('ROLE_CAPABILITIES', () => {
  const cases: [Role, Capability[], Capability[]][] = [
    ['pending_user', ['view_own_profile'], ['create_quotes', 'view_templates']],
    [
      'msp_user',
      ['view_own_profile', 'create_quotes', 'edit_own_quotes', 'view_templates', 'export_quotes', 'save_quotes'],
      ['manage_users', 'delete_quotes', 'access_billing', 'tenant_settings'],
    ],
    [
      'msp_admin',
      [
        'create_quotes',
        'manage_users',
        'manage_templates',
        'tenant_settings',
        'tenant_analytics',
        'delete_quotes',
        'access_billing',
      ],
      ['global_templates', 'cross_tenant_access'],
    ],
    ['super_admin', ['manage_users', 'global_templates', 'workflows', 'admin_features', 'cross_tenant_access'], []],
  ];
  it.each(cases)('%s: has and lacks the right capabilities', (role, has, lacks) => {
    for (const cap of has) expect(hasCapability(role, cap)).toBe(true);
    for (const cap of lacks) expect(hasCapability(role, cap)).toBe(false);
  });

  it('each role holds every capability of the role below it', () => {
    for (let i = 1; i < ROLES.length; i++) {
      const lower = ROLE_CAPABILITIES[ROLES[i - 1] as Role];
      const upper = ROLE_CAPABILITIES[ROLES[i] as Role];
      expect(upper).toEqual(expect.arrayContaining([...lower]));
    }
  });

  it('a missing role has no capability', () => {
    expect(hasCapability(null, 'view_own_profile')).toBe(false);
  });
});

describe('hasRoleAtLeast', () => {
  it.each([
    ['null meets nothing', null, 'pending_user', false],
    ['pending meets pending', 'pending_user', 'pending_user', true],
    ['pending below user', 'pending_user', 'msp_user', false],
    ['user meets user', 'msp_user', 'msp_user', true],
    ['user below admin', 'msp_user', 'msp_admin', false],
    ['admin meets user', 'msp_admin', 'msp_user', true],
    ['admin below super', 'msp_admin', 'super_admin', false],
    ['super meets admin', 'super_admin', 'msp_admin', true],
    ['unknown literal meets nothing', 'owner' as Role, 'pending_user', false],
  ] as const)('%s', (_name, role, required, expected) => {
    expect(hasRoleAtLeast(role, required)).toBe(expected);
  });
});

describe('isRole / needsRoleAssignment', () => {
  it.each([
    ['pending_user', true],
    ['super_admin', true],
    ['SUPER_ADMIN', false],
    ['admin', false],
    [null, false],
    [3, false],
  ])('isRole(%s) is %s', (value, expected) => {
    expect(isRole(value)).toBe(expected);
  });

  it.each([
    [null, true],
    ['pending_user', true],
    ['msp_user', false],
    ['super_admin', false],
  ] as const)('needsRoleAssignment(%s) is %s', (role, expected) => {
    expect(needsRoleAssignment(role)).toBe(expected);
  });
});
