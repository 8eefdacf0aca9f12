import { BILLING_COPY, STRIPE_BILLING_COPY } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, renderRoute, stubApi } from '@/lib/test-utils';
import BillingScreen from './billing-screen';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { STRIPE_TRIAL, callsTo, stripePremium } from './testing/billing-fixtures';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
const redirect = vi.hoisted(() => ({ redirectToProvider: vi.fn() }));
vi.mock('./redirect-to-provider', () => redirect);

const renderPlans = () =>
  renderRoute(<BillingScreen />, { path: '/dashboard/billing/*', at: '/dashboard/billing/plans' });

afterEach(() => {
  vi.unstubAllGlobals();
  toast.success.mockReset();
  redirect.redirectToProvider.mockReset();
});

async function openCheckout(tier = 'Premium') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Choose ${tier}` }));
  const dialog = screen.getByRole('dialog', { name: COPY.checkoutTitle(tier) });
  return { user, dialog, seats: within(dialog).getByRole('spinbutton', { name: COPY.seats }) };
}

describe('Plans with Stripe, before a first checkout', () => {
  it('offers the seats (all members, at least the minimum) with the live total and sends them to checkout', async () => {
    const api = stubApi({
      'GET /api/billing': { status: 200, body: STRIPE_TRIAL },
      'POST /api/billing/checkout': { status: 200, body: { url: 'https://checkout.stripe.test/c/1' } },
    });
    renderPlans();
    const { user, dialog, seats } = await openCheckout();
    expect(seats).toHaveProperty('value', '5');
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('$645.00/mo');
    expect(within(dialog).getByText(/per user \/ month, minimum 5 users/)).toBeTruthy();

    await user.clear(seats);
    await user.type(seats, '8');
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('$1,032.00/mo');
    await user.click(within(dialog).getByRole('radio', { name: /Annual/ }));
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('$10,320.00/yr');
    await user.click(within(dialog).getByRole('button', { name: COPY.continueToCheckout }));

    await waitFor(() => expect(redirect.redirectToProvider).toHaveBeenCalledWith('https://checkout.stripe.test/c/1'));
    expect(bodiesSent(api, 'POST', '/api/billing/checkout')).toEqual([
      { tier: 'premium', interval: 'annual', seats: 8 },
    ]);
    expect(within(dialog).getByRole('button', { name: COPY.redirecting })).toHaveProperty('disabled', true);
  });

  it('refuses fewer seats than members, below the minimum or out of range, and sends nothing', async () => {
    const api = stubApi({ 'GET /api/billing': { status: 200, body: STRIPE_TRIAL } });
    renderPlans();
    const { user, dialog, seats } = await openCheckout();
    const submit = within(dialog).getByRole('button', { name: COPY.continueToCheckout });

    await user.clear(seats);
    await user.type(seats, '2');
    expect(within(dialog).getByText(STRIPE_BILLING_COPY.seatsBelowMembers(2, 3))).toBeTruthy();
    expect(seats.getAttribute('aria-invalid')).toBe('true');
    expect(submit).toHaveProperty('disabled', true);

    await user.clear(seats);
    await user.type(seats, '4');
    expect(within(dialog).getByText(STRIPE_BILLING_COPY.seatsBelowMinimum('premium', 5))).toBeTruthy();

    await user.clear(seats);
    await user.type(seats, '1001');
    expect(within(dialog).getByText(STRIPE_BILLING_COPY.seatsInvalid)).toBeTruthy();
    expect(within(dialog).getByTestId('checkout-total').textContent).toBe('—');

    await user.type(seats, '{Enter}');
    expect(callsTo(api, 'POST', '/api/billing/checkout')).toBe(0);
  });

  it('shows the server’s seat refusal at the seats field', async () => {
    const message = STRIPE_BILLING_COPY.seatsBelowMembers(5, 7);
    stubApi({
      'GET /api/billing': { status: 200, body: STRIPE_TRIAL },
      'POST /api/billing/checkout': {
        status: 409,
        body: { error: { code: 'CONFLICT', message, requestId: 'r-1', details: { activeMembers: 7, seats: 5 } } },
      },
    });
    renderPlans();
    const { user, dialog, seats } = await openCheckout();
    await user.click(within(dialog).getByRole('button', { name: COPY.continueToCheckout }));
    const error = await within(dialog).findByText(message);
    expect(seats.getAttribute('aria-describedby')).toContain(error.id);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(redirect.redirectToProvider).not.toHaveBeenCalled();
    await user.type(seats, '{Backspace}7');
    expect(within(dialog).queryByText(message)).toBeNull();
  });

  it('says the payment provider is unreachable on 503 and leaves everything as it was', async () => {
    stubApi({
      'GET /api/billing': { status: 200, body: STRIPE_TRIAL },
      'POST /api/billing/checkout': {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Stripe timed out', requestId: 'r-2' } },
      },
    });
    renderPlans();
    const { user, dialog, seats } = await openCheckout();
    await user.click(within(dialog).getByRole('button', { name: COPY.continueToCheckout }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      `${STRIPE_BILLING_COPY.providerUnavailable} (request r-2)`,
    );
    expect(seats).toHaveProperty('value', '5');
    expect(within(dialog).getByRole('button', { name: COPY.continueToCheckout })).toHaveProperty('disabled', false);
    expect(redirect.redirectToProvider).not.toHaveBeenCalled();
    expect(screen.getByTestId('billing-status').dataset.tone).toBe('info');
  });
});

describe('Plans with a live Stripe subscription', () => {
  it('upgrades at once with the prorated difference charged today', async () => {
    const api = stubApi({
      'GET /api/billing': { status: 200, body: stripePremium() },
      'POST /api/billing/plan': { status: 200, body: stripePremium({ tier: 'enterprise' }) },
    });
    renderPlans();
    const user = userEvent.setup();
    expect(
      within(await screen.findByTestId('plan-premium')).getByRole('button', { name: BILLING_COPY.currentPlan }),
    ).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Switch to Enterprise' }));
    const dialog = screen.getByRole('dialog', { name: COPY.switchTitle('Enterprise') });
    expect(within(dialog).getByTestId('switch-timing').textContent).toBe(COPY.upgradeNote);
    expect(within(dialog).getByText('$1,250.00/mo')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: BILLING_COPY.confirmButton }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(BILLING_COPY.changed('Enterprise', 'monthly')));
    expect(bodiesSent(api, 'POST', '/api/billing/plan')).toEqual([{ tier: 'enterprise', interval: 'monthly' }]);
  });

  it('schedules a downgrade for the period end and says what is kept until then', async () => {
    const onePerson = { ...stripePremium(), activeMembers: 1 };
    stubApi({
      'GET /api/billing': { status: 200, body: onePerson },
      'POST /api/billing/plan': {
        status: 200,
        body: {
          ...onePerson,
          subscription: {
            ...onePerson.subscription!,
            scheduledChange: { tier: 'essentials', interval: 'monthly', at: '2026-04-15T12:00:00.000Z' },
          },
        },
      },
    });
    renderPlans();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Switch to Essentials' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('switch-timing').textContent).toBe(
      COPY.downgradeNote('Apr 15, 2026', 'Premium (monthly)'),
    );
    await user.click(within(dialog).getByRole('button', { name: BILLING_COPY.confirmButton }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COPY.switchScheduled('Essentials', 'Apr 15, 2026')));
    expect(screen.getByTestId('subscription-summary').textContent).toBe(
      'Switches to Essentials (monthly) on Apr 15, 2026',
    );
  });

  it('cancels at the period end after confirming, then offers to resume', async () => {
    const api = stubApi({
      'GET /api/billing': { status: 200, body: stripePremium() },
      'POST /api/billing/cancel': { status: 200, body: stripePremium({ cancelAtPeriodEnd: true, nextCharge: null }) },
      'POST /api/billing/resume': { status: 200, body: stripePremium() },
    });
    renderPlans();
    const user = userEvent.setup();
    expect((await screen.findByTestId('subscription-summary')).textContent).toBe(COPY.renewsOn('Apr 15, 2026'));
    await user.click(screen.getByRole('button', { name: COPY.cancelPlan }));
    const dialog = screen.getByRole('dialog', { name: COPY.cancelTitle });
    expect(within(dialog).getByText('Your plan stays active until Apr 15, 2026; nothing is deleted.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: COPY.cancelPlan }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, 'POST', '/api/billing/cancel')).toBe(1);
    expect(toast.success).toHaveBeenCalledWith(COPY.canceled('Apr 15, 2026'));
    const summary = screen.getByTestId('subscription-summary');
    expect(summary.textContent).toBe(COPY.endsTitle('Apr 15, 2026'));

    const controls = summary.closest('section')!;
    await user.click(within(controls as HTMLElement).getByRole('button', { name: COPY.resumePlan }));
    await waitFor(() =>
      expect(screen.getByTestId('subscription-summary').textContent).toBe(COPY.renewsOn('Apr 15, 2026')),
    );
    expect(callsTo(api, 'POST', '/api/billing/resume')).toBe(1);
  });

  it('keeps the plan as it was when canceling meets an unreachable provider', async () => {
    stubApi({
      'GET /api/billing': { status: 200, body: stripePremium() },
      'POST /api/billing/cancel': {
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Stripe timed out', requestId: 'r-3' } },
      },
    });
    renderPlans();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: COPY.cancelPlan }));
    const dialog = screen.getByRole('dialog', { name: COPY.cancelTitle });
    await user.click(within(dialog).getByRole('button', { name: COPY.cancelPlan }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      `${STRIPE_BILLING_COPY.providerUnavailable} (request r-3)`,
    );
    await user.click(within(dialog).getByRole('button', { name: COPY.keepPlan }));
    expect(screen.getByTestId('subscription-summary').textContent).toBe(COPY.renewsOn('Apr 15, 2026'));
    expect(screen.queryByTestId('billing-status')).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
