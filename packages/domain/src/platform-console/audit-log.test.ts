import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from './audit-log-api';
import { formatAuditChanges, formatAuditTarget, formatAuditValue, toAuditLogCsv } from './audit-log-format';
import { ListAuditLogQuery, PlatformExportAuditLogQuery } from './audit-log-schemas';

const entry = (overrides: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: '0190f000-0000-7000-8000-000000000001',
  occurredAt: '2026-03-01T09:30:00.000Z',
  tenant: { id: '0190f000-0000-7000-8000-0000000000aa', name: 'Acme MSP' },
  actor: { kind: 'user', userId: null, label: 'ada@acme.test' },
  action: 'member.role_changed',
  actionLabel: 'Changed a member’s role',
  category: 'members',
  target: { type: 'member', id: 'u-1', label: 'grace@acme.test' },
  changes: { role: { before: 'msp_user', after: 'msp_admin' } },
  reason: null,
  metadata: {},
  ip: '203.0.113.9',
  userAgent: 'Firefox',
  requestId: 'req-1',
  ...overrides,
});

describe('the audit log filters', () => {
  it('reads the filters with their defaults and trims the text ones', () => {
    expect(ListAuditLogQuery.parse({ actor: '  Ada ', category: 'members', from: '2026-03-01' })).toEqual({
      actor: 'Ada',
      category: 'members',
      from: '2026-03-01',
      limit: 50,
    });
    expect(ListAuditLogQuery.parse({ actor: '   ' })).toEqual({ limit: 50 });
  });

  it('says precisely what is wrong: inverted dates, an action outside its category, an id without its type', () => {
    const messages = (input: Record<string, string>) =>
      PlatformExportAuditLogQuery.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({ from: '2026-03-10', to: '2026-03-01' })).toEqual([
      'The start date (2026-03-10) is after the end date (2026-03-01): choose a start on or before the end.',
    ]);
    expect(messages({ category: 'billing', action: 'member.invited' })).toEqual([
      'The action "member.invited" is not in the category "billing": clear one of the two filters.',
    ]);
    expect(messages({ targetId: 'x' })).toEqual([
      'targetId needs targetType: say what kind of record the id belongs to.',
    ]);
    expect(messages({ category: 'nope' })?.[0]).toMatch(/^Unknown category "nope": use one of auth, members/);
    expect(messages({ action: 'member.eaten' })?.[0]).toMatch(/^Unknown action "member.eaten"/);
    expect(messages({ tenantId: 'abc' })).toEqual(['tenantId must be an id (a UUID).']);
    expect(ListAuditLogQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(ListAuditLogQuery.safeParse({ tenantId: '0190f000-0000-7000-8000-0000000000aa' }).success).toBe(false);
  });
});

describe('the audit log in words', () => {
  it('reads values, changes and targets compactly', () => {
    expect(formatAuditValue(null)).toBe('—');
    expect(formatAuditValue('')).toBe('—');
    expect(formatAuditValue(12)).toBe('12');
    expect(formatAuditValue(false)).toBe('false');
    expect(formatAuditValue({ a: [1, 2] })).toBe('{"a":[1,2]}');
    expect(
      formatAuditChanges({ role: { before: 'msp_user', after: 'msp_admin' }, name: { before: null, after: 'Acme' } }),
    ).toBe('role: msp_user → msp_admin; name: — → Acme');
    expect(formatAuditChanges(null)).toBe('');
    expect(formatAuditChanges({ secret: { before: '[changed]', after: '[changed]' } })).toBe(
      'secret: changed (hidden)',
    );
    expect(formatAuditTarget({ type: 'quote', id: 'q-1', label: null })).toBe('quote: q-1');
    expect(formatAuditTarget(null)).toBe('');
  });

  it('writes the CSV with its columns and neutralises cells a spreadsheet would run', () => {
    const csv = toAuditLogCsv([
      entry(),
      entry({
        tenant: null,
        actor: { kind: 'anonymous', userId: null, label: '=HYPERLINK("http://evil.test")' },
        action: 'auth.sign_in_failed',
        actionLabel: 'Failed sign-in',
        target: null,
        changes: null,
        reason: '+1 because',
        ip: null,
        userAgent: '@agent',
        requestId: null,
      }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'Time (UTC),Workspace,Actor,Actor kind,Action,Target,Changes,Reason,IP address,User agent,Request id',
    );
    expect(lines[1]).toBe(
      '2026-03-01T09:30:00.000Z,Acme MSP,ada@acme.test,Member,Changed a member’s role,member: grace@acme.test,' +
        'role: msp_user → msp_admin,,203.0.113.9,Firefox,req-1',
    );
    expect(lines[2]).toBe(
      `2026-03-01T09:30:00.000Z,,"'=HYPERLINK(""http://evil.test"")",Not signed in,Failed sign-in,,,'+1 because,,'@agent,`,
    );
  });
});
