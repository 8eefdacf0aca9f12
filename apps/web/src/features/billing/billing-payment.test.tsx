import { BILLING_COPY, STRIPE_BILLING_COPY } from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubApi } from '@/lib/test-utils';
import BillingScreen from './billing-screen';
import { BILLING_SCREEN_COPY as COPY } from './billing-copy';
import { PREMIUM, STRIPE_TRIAL, stripePremium } from './testing/billing-fixtures';

const redirect = vi.hoisted(() => ({ redirectToProvider: vi.fn() }));
vi.mock('./redirect-to-provider', () => redirect);

const renderPayment = () =>
  renderRoute(<BillingScreen />, { path: '/dashboard/billing/*', at: '/dashboard/billing/payment' });

afterEach(() => {
  vi.unstubAllGlobals();
  redirect.redirectToProvider.mockReset();
});

describe('Billing → Payment', () => {
  it('needs no payment under the manual provider', async () => {
    stubApi({ 'GET /api/billing': { status: 200, body: PREMIUM } });
    renderPayment();
    const card = await screen.findByTestId('payment-method');
    expect(within(card).getByText(COPY.noPaymentTitle)).toBeTruthy();
    expect(within(card).getByText(BILLING_COPY.noPayment)).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows the card on file and opens the portal to manage it', async () => {
    stubApi({
      'GET /api/billing': { status: 200, body: stripePremium({ card: { brand: 'american_express', last4: '0005' } }) },
      'POST /api/billing/portal': { status: 200, body: { url: 'https://billing.stripe.test/p/2' } },
    });
    renderPayment();
    const card = await screen.findByTestId('payment-method');
    expect(within(card).getByTestId('card-on-file').textContent).toBe('American Express •••• 0005');
    expect(within(card).getByText(COPY.billingEmailNote)).toBeTruthy();
    await userEvent.setup().click(within(card).getByRole('button', { name: COPY.manageCard }));
    await waitFor(() => expect(redirect.redirectToProvider).toHaveBeenCalledWith('https://billing.stripe.test/p/2'));
  });

  it('says when no card is on file yet and points to the plans', async () => {
    stubApi({ 'GET /api/billing': { status: 200, body: STRIPE_TRIAL } });
    renderPayment();
    const card = await screen.findByTestId('payment-method');
    expect(within(card).getByTestId('card-on-file').textContent).toBe(COPY.noCardYet);
    expect(within(card).getByRole('link', { name: COPY.choosePlan }).getAttribute('href')).toBe(
      '/dashboard/billing/plans',
    );
  });

  it('shows the unreachable-provider message when the portal answers 503', async () => {
    stubApi({
      'GET /api/billing': { status: 200, body: stripePremium({ card: null }) },
      'POST /api/billing/portal': { status: 503, body: {} },
    });
    renderPayment();
    const card = await screen.findByTestId('payment-method');
    expect(within(card).getByTestId('card-on-file').textContent).toBe(COPY.noCardYet);
    await userEvent.setup().click(within(card).getByRole('button', { name: COPY.manageCard }));
    expect((await within(card).findByRole('alert')).textContent).toBe(STRIPE_BILLING_COPY.providerUnavailable);
    expect(redirect.redirectToProvider).not.toHaveBeenCalled();
  });
});
