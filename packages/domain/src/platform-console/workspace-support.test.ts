import { describe, expect, it } from 'vitest';
import {
  canExtendTrial,
  extendedTrialEnd,
  ExtendTrialInput,
  isSupportPagePath,
  SetMemberRoleInput,
  SetTierOverrideInput,
  SupportActInput,
  SupportReasonInput,
  supportModeAt,
  tenantDetailStateOf,
  utcClock,
  WORKSPACE_SUPPORT_COPY as COPY,
} from './workspace-support';

const NOW = new Date('2026-03-10T12:00:00Z');
const DAY = 86_400_000;
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('console inputs', () => {
  it('a reason is 1 to 500 characters once trimmed', () => {
    expect(SupportReasonInput.parse({ reason: '  Ticket 42 ' })).toEqual({ reason: 'Ticket 42' });
    expect(firstMessage(SupportReasonInput.safeParse({}))).toBe(COPY.reasonRequired);
    expect(firstMessage(SupportReasonInput.safeParse({ reason: '   ' }))).toBe(COPY.reasonRequired);
    expect(firstMessage(SupportReasonInput.safeParse({ reason: 'x'.repeat(501) }))).toBe(COPY.reasonTooLong);
    expect(SupportReasonInput.safeParse({ reason: 'x'.repeat(500) }).success).toBe(true);
  });

  it.each([-1, 0, 1.5, 91, '7', null])('extending by %s days is "Extend by 1 to 90 days"', (days) => {
    expect(firstMessage(ExtendTrialInput.safeParse({ days, reason: 'x' }))).toBe('Extend by 1 to 90 days');
  });

  it('extends by whole days from 1 to 90', () => {
    expect(ExtendTrialInput.safeParse({ days: 1, reason: 'x' }).success).toBe(true);
    expect(ExtendTrialInput.safeParse({ days: 90, reason: 'x' }).success).toBe(true);
  });

  it('roles: never super admin', () => {
    expect(SetMemberRoleInput.safeParse({ role: 'pending_user', reason: 'x' }).success).toBe(true);
    expect(firstMessage(SetMemberRoleInput.safeParse({ role: 'super_admin', reason: 'x' }))).toBe(COPY.superAdminRole);
    expect(firstMessage(SetMemberRoleInput.safeParse({ role: 'owner', reason: 'x' }))).toBe(COPY.roleInvalid);
  });

  it('tier overrides: a paid tier or null; anything else is "Unknown tier: x"', () => {
    expect(SetTierOverrideInput.parse({ tier: null, reason: 'x' }).tier).toBeNull();
    expect(SetTierOverrideInput.parse({ tier: 'premium', reason: 'x' }).tier).toBe('premium');
    expect(firstMessage(SetTierOverrideInput.safeParse({ tier: 'gold', reason: 'x' }))).toBe('Unknown tier: gold');
    expect(firstMessage(SetTierOverrideInput.safeParse({ tier: 'free', reason: 'x' }))).toBe('Unknown tier: free');
  });

  it.each([4, 61, 5.5])('act for %s minutes is refused', (minutes) => {
    expect(firstMessage(SupportActInput.safeParse({ minutes, reason: 'x' }))).toBe(COPY.actMinutes);
  });

  it.each([
    ['/dashboard', true],
    ['/dashboard/quotes/123', true],
    ['/dashboardx', false],
    ['/settings', false],
    ['/dashboard?tab=1', false],
    ['/dashboard#top', false],
    ['https://example.com/dashboard', false],
    [`/dashboard/${'x'.repeat(290)}`, false],
  ])('page path %s → %s', (path, ok) => {
    expect(isSupportPagePath(path)).toBe(ok);
  });
});

describe('rules', () => {
  it('extends from the later of now and the current end', () => {
    expect(extendedTrialEnd(new Date(NOW.getTime() + 3 * DAY), NOW, 7)).toEqual(new Date(NOW.getTime() + 10 * DAY));
    expect(extendedTrialEnd(new Date(NOW.getTime() - 3 * DAY), NOW, 7)).toEqual(new Date(NOW.getTime() + 7 * DAY));
    expect(extendedTrialEnd(null, NOW, 7)).toEqual(new Date(NOW.getTime() + 7 * DAY));
  });

  it('only a trial or an expired trial can be extended', () => {
    expect(canExtendTrial('trial')).toBe(true);
    expect(canExtendTrial('readonly_trial_expired')).toBe(true);
    for (const tier of ['essentials', 'premium', 'enterprise', 'read_only', 'suspended']) {
      expect(canExtendTrial(tier)).toBe(false);
    }
  });

  it('act mode past its end is view mode', () => {
    expect(supportModeAt({ mode: 'view', actUntil: null }, NOW)).toBe('view');
    expect(supportModeAt({ mode: 'act', actUntil: new Date(NOW.getTime() + 1000) }, NOW)).toBe('act');
    expect(supportModeAt({ mode: 'act', actUntil: NOW.toISOString() }, NOW)).toBe('view');
    expect(supportModeAt({ mode: 'act', actUntil: null }, NOW)).toBe('view');
  });

  it('names states from the access summary', () => {
    const access = { isSuspended: false, isTrial: false, isReadOnly: false };
    expect(tenantDetailStateOf({ ...access, isSuspended: true }, 'premium')).toBe('suspended');
    expect(tenantDetailStateOf({ ...access, isTrial: true }, 'trial')).toBe('trial');
    expect(tenantDetailStateOf({ ...access, isReadOnly: true }, 'trial')).toBe('trial_expired');
    expect(tenantDetailStateOf({ ...access, isReadOnly: true }, 'read_only')).toBe('read_only');
    expect(tenantDetailStateOf(access, 'premium')).toBe('paying');
  });

  it('times read in UTC', () => {
    expect(utcClock(new Date('2026-03-10T07:05:59Z'))).toBe('07:05');
    expect(COPY.actEnded(new Date('2026-03-10T23:40:00Z'))).toBe(
      'Act mode ended at 23:40 UTC. Switch to act mode again to make changes.',
    );
  });
});
