import { BILLING_COPY } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, renderRoute, stubApi } from '@/lib/test-utils';
import BillingScreen from './billing-screen';
import { PREMIUM, TRIAL, USAGE_HISTORY, invoice, stripePremium } from './testing/billing-fixtures';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const renderBilling = () => renderRoute(<BillingScreen />, { path: '/dashboard/billing' });

afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

describe('Billing', () => {
  it('shows the trial with its days left, usage against the limits and the three plans', async () => {
    stubApi({ 'GET /api/billing': { status: 200, body: TRIAL } });
    renderBilling();
    expect(await screen.findByTestId('current-plan-name')).toHaveProperty('textContent', 'Enterprise trial');
    const banner = screen.getByTestId('billing-status');
    expect(banner.dataset.tone).toBe('info');
    expect(within(banner).getByText(BILLING_COPY.trialBanner(12, 'Enterprise'))).toBeTruthy();
    expect(screen.getByText('12 of 14 days left')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Users' }).getAttribute('aria-valuetext')).toBe('3 · Unlimited');
    expect(screen.getByText(BILLING_COPY.noPayment)).toBeTruthy();

    const premium = screen.getByTestId('plan-premium');
    expect(within(premium).getByText('Most Popular')).toBeTruthy();
    expect(within(premium).getByText('$129.00')).toBeTruthy();
    expect(within(premium).getByText('per user / month, minimum 5 users')).toBeTruthy();
    expect(within(screen.getByTestId('plan-essentials')).queryByText('Most Popular')).toBeNull();
    await userEvent.setup().click(screen.getByRole('radio', { name: /Annual/ }));
    expect(within(premium).getByText('$1,290.00')).toBeTruthy();
    expect(within(premium).getByText('per user / year, minimum 5 users')).toBeTruthy();
  });

  it('styles a trial with 3 or fewer days left as limited access', async () => {
    const ending = { ...TRIAL, plan: { ...TRIAL.plan, trialDaysRemaining: 2, accessLevel: 'limited' as const } };
    stubApi({ 'GET /api/billing': { status: 200, body: ending } });
    renderBilling();
    expect((await screen.findByTestId('billing-status')).dataset.tone).toBe('warning');
    expect(screen.getByText('Limited access')).toBeTruthy();
  });

  it('confirms a plan change, says nothing is charged, applies it and toasts', async () => {
    const api = stubApi({
      'GET /api/billing': { status: 200, body: TRIAL },
      'POST /api/billing/plan': { status: 200, body: PREMIUM },
    });
    renderBilling();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose Premium' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch to Premium?' });
    expect(within(dialog).getByText('$645.00/mo')).toBeTruthy();
    expect(within(dialog).getByText('$0.00')).toBeTruthy();
    expect(within(dialog).getByText(BILLING_COPY.noPayment)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: BILLING_COPY.confirmButton }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(BILLING_COPY.changed('Premium', 'monthly')));
    expect(bodiesSent(api, 'POST', '/api/billing/plan')).toEqual([{ tier: 'premium', interval: 'monthly' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('current-plan-name').textContent).toBe('Premium');
    expect(screen.queryByTestId('billing-status')).toBeNull();
    expect(within(screen.getByTestId('plan-premium')).getByRole('button', { name: 'Current plan' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('explains a downgrade the members do not fit and does not send it', async () => {
    const api = stubApi({ 'GET /api/billing': { status: 200, body: { ...PREMIUM, activeMembers: 3 } } });
    renderBilling();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Switch to Essentials' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'Your workspace has 3 active members, but Essentials includes 1 user.',
    );
    expect(within(dialog).getByRole('button', { name: BILLING_COPY.confirmButton })).toHaveProperty('disabled', true);
    expect(bodiesSent(api, 'POST', '/api/billing/plan')).toEqual([]);
  });

  it("shows the server's refusal in the dialog with the request id", async () => {
    stubApi({
      'GET /api/billing': { status: 200, body: TRIAL },
      'POST /api/billing/plan': {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'Your workspace is already on Premium, billed monthly.',
            requestId: 'r-9',
          },
        },
      },
    });
    renderBilling();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Choose Premium' }));
    await user.click(screen.getByRole('button', { name: BILLING_COPY.confirmButton }));
    expect(await screen.findByText('Your workspace is already on Premium, billed monthly. (request r-9)')).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('explains a suspension by support and offers no plan change', async () => {
    const suspended = {
      ...TRIAL,
      plan: {
        ...TRIAL.plan,
        isTrial: false,
        isSuspended: true,
        isSuspendedBySupport: true,
        accessLevel: 'suspended' as const,
        effectiveTier: null,
      },
    };
    stubApi({ 'GET /api/billing': { status: 200, body: suspended } });
    renderBilling();
    expect(await screen.findByText(BILLING_COPY.suspendedBySupport)).toBeTruthy();
    expect(screen.getByTestId('billing-status').dataset.tone).toBe('danger');
    expect(screen.getAllByRole('button', { name: 'Unavailable' })).toHaveLength(3);
  });
});

describe('Billing tabs', () => {
  const TABS = [
    ['overview', 'current-plan'],
    ['usage', 'usage-history-maxQuotes'],
    ['plans', 'plan-premium'],
    ['payment', 'payment-method'],
    ['history', 'history-table'],
  ] as const;
  const PROVIDERS = [
    ['manual', PREMIUM],
    ['stripe', stripePremium()],
  ] as const;

  const CASES = PROVIDERS.flatMap(([provider, overview]) =>
    TABS.map(([tab, testId]) => ({ provider, tab, testId, overview })),
  );

  it.each(CASES)('renders $provider → $tab', async ({ tab, testId, overview }) => {
    stubApi({
      'GET /api/billing': { status: 200, body: overview },
      'GET /api/billing/usage/history': { status: 200, body: USAGE_HISTORY },
      'GET /api/billing/history': { status: 200, body: { items: [invoice(1)], nextCursor: null } },
    });
    renderRoute(<BillingScreen />, { path: '/dashboard/billing/*', at: `/dashboard/billing/${tab}` });
    expect(await screen.findByTestId(testId)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: BILLING_COPY.title })).toBeTruthy();
  });
});
