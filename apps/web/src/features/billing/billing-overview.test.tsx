import { BILLING_COPY, STRIPE_BILLING_COPY } from '@scopewright/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '@/lib/test-utils';
import BillingScreen from './billing-screen';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { PREMIUM, STRIPE_TRIAL, callsTo, stripePremium } from './testing/billing-fixtures';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const redirect = vi.hoisted(() => ({ redirectToProvider: vi.fn() }));
vi.mock('./redirect-to-provider', () => redirect);

const renderAt = (at = '/dashboard/billing/overview') =>
  renderRoute(<BillingScreen />, { path: '/dashboard/billing/*', at });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  toast.success.mockReset();
  redirect.redirectToProvider.mockReset();
});

describe('Billing overview with Stripe', () => {
  it('shows the plan, seats with the active members, the next charge and the card', async () => {
    stubApi({ 'GET /api/billing': { status: 200, body: stripePremium() } });
    renderAt();
    const facts = await screen.findByTestId('subscription-facts');
    expect(screen.getByTestId('current-plan-name').textContent).toBe('Premium');
    expect(within(facts).getByText('Active')).toBeTruthy();
    expect(within(facts).getByText(/3 active members/)).toBeTruthy();
    expect(within(facts).getByTestId('next-charge').textContent).toBe('$645.00 on Apr 15, 2026');
    expect(within(facts).getByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.queryByTestId('billing-status')).toBeNull();
    expect(screen.queryByText(BILLING_COPY.noPayment)).toBeNull();
  });

  it('says a Stripe workspace has no paid plan yet before its first checkout', async () => {
    stubApi({ 'GET /api/billing': { status: 200, body: STRIPE_TRIAL } });
    renderAt();
    expect(await screen.findByText(COPY.noPaidPlanYet)).toBeTruthy();
    expect(screen.getByText('12 of 14 days left')).toBeTruthy();
  });

  it('warns of a failed payment with the suspension date and opens the portal to fix it', async () => {
    const pastDue = stripePremium({
      status: 'past_due',
      pastDueSince: '2026-04-15T12:00:00.000Z',
      suspensionDate: '2026-04-25T12:00:00.000Z',
    });
    const api = stubApi({
      'GET /api/billing': { status: 200, body: pastDue },
      'POST /api/billing/portal': { status: 200, body: { url: 'https://billing.stripe.test/p/1' } },
    });
    renderAt();
    const banner = await screen.findByTestId('billing-status');
    expect(banner.dataset.tone).toBe('danger');
    expect(within(banner).getByText(COPY.pastDueTitle)).toBeTruthy();
    expect(within(banner).getByText(COPY.pastDue('Apr 25, 2026'))).toBeTruthy();
    await userEvent.setup().click(within(banner).getByRole('button', { name: COPY.updatePaymentMethod }));
    await waitFor(() => expect(redirect.redirectToProvider).toHaveBeenCalledWith('https://billing.stripe.test/p/1'));
    expect(callsTo(api, 'POST', '/api/billing/portal')).toBe(1);
  });

  it('says the payment provider is unreachable and changes nothing when the portal answers 503', async () => {
    stubApi({
      'GET /api/billing': { status: 200, body: stripePremium({ status: 'past_due' }) },
      'POST /api/billing/portal': {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Stripe timed out', requestId: 'r-5' } },
      },
    });
    renderAt();
    const banner = await screen.findByTestId('billing-status');
    await userEvent.setup().click(within(banner).getByRole('button', { name: COPY.updatePaymentMethod }));
    expect(await within(banner).findByText(`${STRIPE_BILLING_COPY.providerUnavailable} (request r-5)`)).toBeTruthy();
    expect(redirect.redirectToProvider).not.toHaveBeenCalled();
    expect(within(banner).getByRole('button', { name: COPY.updatePaymentMethod })).toHaveProperty('disabled', false);
  });

  it('shows when a canceled plan ends and resumes it', async () => {
    const ending = stripePremium({ cancelAtPeriodEnd: true, nextCharge: null });
    const api = stubApi({
      'GET /api/billing': { status: 200, body: ending },
      'POST /api/billing/resume': { status: 200, body: stripePremium() },
    });
    renderAt();
    const banner = await screen.findByTestId('billing-status');
    expect(within(banner).getByText(COPY.endsTitle('Apr 15, 2026'))).toBeTruthy();
    expect(screen.getByTestId('next-charge').textContent).toBe('Ends on Apr 15, 2026');
    await userEvent.setup().click(within(banner).getByRole('button', { name: COPY.resumePlan }));
    await waitFor(() => expect(screen.queryByTestId('billing-status')).toBeNull());
    expect(callsTo(api, 'POST', '/api/billing/resume')).toBe(1);
    expect(toast.success).toHaveBeenCalledWith(COPY.resumed);
    expect(screen.getByTestId('next-charge').textContent).toBe('$645.00 on Apr 15, 2026');
  });

  it('announces a scheduled downgrade and offers to keep the current plan', async () => {
    const scheduled = stripePremium({
      scheduledChange: { tier: 'essentials', interval: 'monthly', at: '2026-04-15T12:00:00.000Z' },
    });
    stubApi({ 'GET /api/billing': { status: 200, body: scheduled } });
    renderAt();
    const banner = await screen.findByTestId('billing-status');
    expect(within(banner).getByText('Switches to Essentials (monthly) on Apr 15, 2026')).toBeTruthy();
    expect(within(banner).getByText(COPY.scheduledText('Premium (monthly)'))).toBeTruthy();
    expect(within(banner).getByRole('button', { name: COPY.keepCurrentPlan })).toBeTruthy();
  });

  it('explains a suspension for non-payment in the spec words and links to the plans', async () => {
    const suspended = stripePremium({ status: 'unpaid' });
    suspended.plan = { ...suspended.plan, isSuspended: true, accessLevel: 'suspended', effectiveTier: null };
    stubApi({ 'GET /api/billing': { status: 200, body: suspended } });
    renderAt();
    const banner = await screen.findByTestId('billing-status');
    expect(within(banner).getByText(STRIPE_BILLING_COPY.suspendedPastDue)).toBeTruthy();
    expect(within(banner).getByRole('link', { name: COPY.choosePlan }).getAttribute('href')).toBe(
      '/dashboard/billing/plans',
    );
  });

  it('keeps the manual provider’s suspension text', async () => {
    const suspended = { ...PREMIUM, plan: { ...PREMIUM.plan, isSuspended: true, accessLevel: 'suspended' as const } };
    stubApi({ 'GET /api/billing': { status: 200, body: suspended } });
    renderAt();
    expect(await screen.findByText(BILLING_COPY.suspendedPlan)).toBeTruthy();
  });
});

describe('Back from checkout', () => {
  it('says the checkout was canceled and nothing was charged', async () => {
    stubApi({ 'GET /api/billing': { status: 200, body: STRIPE_TRIAL } });
    renderAt('/dashboard/billing/overview?checkout=canceled');
    const status = await screen.findByTestId('checkout-status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe(COPY.checkoutCanceled);
  });

  it('reads the overview every 2 s until the plan is live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    stubApi({
      'GET /api/billing': () => {
        calls += 1;
        return { status: 200, body: calls < 3 ? STRIPE_TRIAL : stripePremium() };
      },
    });
    renderAt('/dashboard/billing/overview?checkout=success');
    const status = await screen.findByTestId('checkout-status');
    expect(status.textContent).toBe(COPY.checkoutActivating);
    await waitFor(() => expect(calls).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.getByTestId('checkout-status').textContent).toBe(COPY.checkoutActivating);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => expect(screen.getByTestId('checkout-status').textContent).toBe(COPY.checkoutActive('Premium')));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls).toBe(3);
  });

  it('stops after 60 s and says it is taking longer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    stubApi({
      'GET /api/billing': () => {
        calls += 1;
        return { status: 200, body: STRIPE_TRIAL };
      },
    });
    renderAt('/dashboard/billing/overview?checkout=success');
    await screen.findByTestId('current-plan');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(screen.getByTestId('checkout-status').textContent).toBe(COPY.checkoutSlow));
    const afterTimeout = calls;
    expect(afterTimeout).toBeGreaterThanOrEqual(29);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls).toBe(afterTimeout);
  });
});
