import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionHint } from '@/lib/session-hint';
import { renderRoute, stubApi } from '@/lib/test-utils';
import { PlanStatusPill } from './plan-status-pill';

function me(role: string, access: object, tenant: object | null = { id: 't1', name: 'Demo MSP' }) {
  return {
    user: { id: 'u1', email: 'dana@demo-msp.test', emailVerified: true },
    profile: { id: 'u1', email: 'dana@demo-msp.test', firstName: 'Dana', lastName: 'Admin', role, tenantId: 't1' },
    tenant,
    isSuperAdmin: false,
    access: {
      isTrial: false,
      isSuspended: false,
      isReadOnly: false,
      trialDaysRemaining: 0,
      accessLevel: 'full',
      effectiveTier: 'enterprise',
      features: {},
      ...access,
    },
  };
}

const renderPill = (body: object) => {
  stubApi({ 'GET /api/me': { status: 200, body } });
  return renderRoute(<PlanStatusPill />, { path: '/dashboard' });
};

beforeEach(() => setSessionHint(true));
afterEach(() => vi.unstubAllGlobals());

describe('PlanStatusPill', () => {
  it.each([
    ['a trial with days left', { isTrial: true, trialDaysRemaining: 12 }, 'Enterprise trial · 12 days left', 'brand'],
    [
      'a trial at its last day (limited)',
      { isTrial: true, trialDaysRemaining: 1, accessLevel: 'limited' },
      'Enterprise trial · 1 day left',
      'amber',
    ],
    ['a paid plan', { effectiveTier: 'premium' }, 'Premium', 'muted'],
    ['read-only', { isReadOnly: true, accessLevel: 'readonly', effectiveTier: 'free' }, 'Read-only', 'amber'],
    ['suspended', { isSuspended: true, accessLevel: 'suspended', effectiveTier: null }, 'Suspended', 'destructive'],
  ])('shows %s', async (_name, access, text, tone) => {
    renderPill(me('msp_admin', access));
    const pill = await screen.findByTestId('plan-status');
    expect(pill.textContent).toBe(text);
    expect(pill.className).toContain(tone);
    expect(pill.getAttribute('href')).toBe('/dashboard/billing');
  });

  it('is plain text for a user, who cannot open billing', async () => {
    renderPill(me('msp_user', { isTrial: true, trialDaysRemaining: 5 }));
    const pill = await screen.findByTestId('plan-status');
    expect(pill.tagName).toBe('SPAN');
  });

  it('shows nothing without a workspace (super admins)', async () => {
    const api = stubApi({ 'GET /api/me': { status: 200, body: me('super_admin', {}, null) } });
    renderRoute(<PlanStatusPill />, { path: '/dashboard' });
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50)); // the answer has been rendered
    expect(screen.queryByTestId('plan-status')).toBeNull();
  });
});
