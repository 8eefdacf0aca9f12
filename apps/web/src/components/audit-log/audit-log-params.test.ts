import { describe, expect, it } from 'vitest';
import { auditLogFilters, isFiltered, presetDays, readAuditLogView, writeAuditLogView } from './audit-log-params';

const TENANT = '0192f0c4-6b1e-7a00-8000-0000000000aa';
const read = (search: string, isPlatform = true) => readAuditLogView(new URLSearchParams(search), isPlatform);

describe('the audit log’s view in the URL', () => {
  it('reads every filter the URL carries and leaves out what the API would refuse', () => {
    expect(
      read(
        `range=week&category=members&action=member.role_changed&actor=%20ada%20&tenantId=${TENANT}` +
          '&targetType=member&targetId=u-1',
      ),
    ).toEqual({
      range: 'week',
      category: 'members',
      action: 'member.role_changed',
      actor: 'ada',
      tenantId: TENANT,
      targetType: 'member',
      targetId: 'u-1',
    });
    // A workspace's door has no workspace filter; a bad id, date, category or action is dropped.
    expect(read(`tenantId=${TENANT}`, false)).toEqual({ range: null });
    expect(read('tenantId=abc&category=payroll&action=member.eaten&range=decade')).toEqual({ range: null });
    // An action outside the chosen category is dropped, an id without its type too.
    expect(read('category=billing&action=member.invited&targetId=x')).toEqual({ range: null, category: 'billing' });
  });

  it('reads custom days, never inverted, and ignores them beside a preset', () => {
    expect(read('from=2026-03-01&to=2026-03-31')).toEqual({ range: null, from: '2026-03-01', to: '2026-03-31' });
    expect(read('from=2026-03-10&to=2026-03-01')).toEqual({ range: null, from: '2026-03-10' });
    expect(read('from=2026-02-30')).toEqual({ range: null });
    expect(read('range=month&from=2026-03-01')).toEqual({ range: 'month' });
  });

  it('writes the view back, keeping the URL’s other parameters and dropping empty filters', () => {
    const out = writeAuditLogView(new URLSearchParams('tab=x&actor=old&from=2026-01-01'), {
      range: 'quarter',
      category: 'auth',
      actor: undefined,
    });
    expect(out.toString()).toBe('tab=x&range=quarter&category=auth');
    const round = read(writeAuditLogView(new URLSearchParams(), read(`tenantId=${TENANT}&actor=x`)).toString());
    expect(round).toEqual({ range: null, tenantId: TENANT, actor: 'x' });
  });
});

describe('the dates asked of the API', () => {
  const now = new Date('2026-05-14T23:30:00Z'); // a Thursday

  it('turns a preset into its calendar period’s first and last day, in UTC', () => {
    expect(presetDays('today', now)).toEqual({ from: '2026-05-14', to: '2026-05-14' });
    expect(presetDays('week', now)).toEqual({ from: '2026-05-11', to: '2026-05-17' });
    expect(presetDays('month', now)).toEqual({ from: '2026-05-01', to: '2026-05-31' });
    expect(presetDays('quarter', now)).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(presetDays('year', now)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('sends only the filters that are set', () => {
    expect(auditLogFilters({ range: 'month', category: 'auth', actor: undefined }, now)).toEqual({
      from: '2026-05-01',
      to: '2026-05-31',
      category: 'auth',
    });
    expect(auditLogFilters({ range: null, from: '2026-01-02', tenantId: TENANT }, now)).toEqual({
      from: '2026-01-02',
      tenantId: TENANT,
    });
    expect(auditLogFilters({ range: null }, now)).toEqual({});
    expect(isFiltered({ range: null })).toBe(false);
    expect(isFiltered({ range: 'today' })).toBe(true);
  });
});
