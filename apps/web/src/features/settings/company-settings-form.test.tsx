import { COMPANY_SETTINGS_COPY as COPY, type CompanySettings } from '@scopewright/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, renderRoute, stubApi } from '@/lib/test-utils';
import SettingsScreen from './settings-screen';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const PATH = '/api/settings/company';
const SETTINGS: CompanySettings = {
  name: 'Demo MSP',
  contactEmail: 'admin@demo-msp.test',
  defaultCurrency: 'USD',
  defaultTaxRateBps: 825,
  emailPreferences: { trialReminders: true, billingNotifications: true, usageAlerts: true, marketingEmails: false },
  updatedAt: '2026-01-01T00:00:00.000Z',
};

// Radix's Switch measures itself; jsdom has no ResizeObserver.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', NoResizeObserver);

const renderSettings = () => renderRoute(<SettingsScreen />, { path: '/dashboard/settings' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('Settings → Company', () => {
  it('shows the saved settings, the tax rate as a percent and the four email preferences', async () => {
    stubApi({ [`GET ${PATH}`]: { status: 200, body: SETTINGS } });
    renderSettings();
    expect(await screen.findByLabelText(COPY.nameLabel)).toHaveProperty('value', 'Demo MSP');
    expect(screen.getByLabelText(COPY.contactEmailLabel)).toHaveProperty('value', 'admin@demo-msp.test');
    expect(screen.getByLabelText(COPY.currencyLabel)).toHaveProperty('value', 'USD');
    expect(screen.getByLabelText(COPY.taxRateLabel)).toHaveProperty('value', '8.25');
    const switches = screen.getAllByRole('switch');
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'true', 'true', 'false']);
    expect(screen.getByRole('switch', { name: 'Product news and offers' })).toBeTruthy();
    expect(screen.getByRole('button', { name: COPY.save })).toHaveProperty('disabled', true);
  });

  it('sends only what changed, toasts, and is clean again after saving', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: { status: 200, body: SETTINGS },
      [`PATCH ${PATH}`]: (body) => ({
        status: 200,
        body: {
          ...SETTINGS,
          name: 'Northwind IT',
          defaultTaxRateBps: 1300,
          updatedAt: '2026-01-02T00:00:00.000Z',
          emailPreferences: {
            ...SETTINGS.emailPreferences,
            ...(body as { emailPreferences: object }).emailPreferences,
          },
        },
      }),
    });
    renderSettings();
    const user = userEvent.setup();
    const name = await screen.findByLabelText(COPY.nameLabel);
    await user.clear(name);
    await user.type(name, 'Northwind IT');
    const tax = screen.getByLabelText(COPY.taxRateLabel);
    await user.clear(tax);
    await user.type(tax, '13');
    await user.click(screen.getByRole('switch', { name: 'Product news and offers' }));
    expect(screen.getByText(COPY.unsaved)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: COPY.save }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COPY.saved));
    expect(bodiesSent(api, 'PATCH', PATH)).toEqual([
      { name: 'Northwind IT', defaultTaxRateBps: 1300, emailPreferences: { marketingEmails: true } },
    ]);
    await waitFor(() => expect(screen.queryByText(COPY.unsaved)).toBeNull());
    expect(screen.getByRole('button', { name: COPY.save })).toHaveProperty('disabled', true);
  });

  it('shows the rule under a field on blur and sends nothing while a field is invalid', async () => {
    const api = stubApi({ [`GET ${PATH}`]: { status: 200, body: SETTINGS } });
    renderSettings();
    const user = userEvent.setup();
    const tax = await screen.findByLabelText(COPY.taxRateLabel);
    await user.clear(tax);
    await user.type(tax, '12.345');
    await user.tab();
    expect(await screen.findByText(COPY.taxRatePercentInvalid)).toBeTruthy();
    expect(tax.getAttribute('aria-invalid')).toBe('true');
    const email = screen.getByLabelText(COPY.contactEmailLabel);
    await user.clear(email);
    await user.type(email, 'billing@');
    await user.click(screen.getByRole('button', { name: COPY.save }));
    expect(await screen.findByText(COPY.contactEmailInvalid)).toBeTruthy();
    expect(bodiesSent(api, 'PATCH', PATH)).toEqual([]);
  });

  it("puts the server's field message under the field", async () => {
    stubApi({
      [`GET ${PATH}`]: { status: 200, body: SETTINGS },
      [`PATCH ${PATH}`]: {
        status: 422,
        body: {
          error: {
            code: 'VALIDATION',
            message: 'Some of the information provided is not valid.',
            requestId: 'req-1',
            details: [{ path: 'defaultTaxRateBps', message: COPY.taxRateBpsInvalid }],
          },
        },
      },
    });
    renderSettings();
    const user = userEvent.setup();
    const tax = await screen.findByLabelText(COPY.taxRateLabel);
    await user.clear(tax);
    await user.type(tax, '9');
    await user.click(screen.getByRole('button', { name: COPY.save }));
    expect(await screen.findByText(COPY.taxRateBpsInvalid)).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('asks before leaving with unsaved changes, and stays on Stay', async () => {
    stubApi({ [`GET ${PATH}`]: { status: 200, body: SETTINGS } });
    const { router } = renderSettings();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(COPY.nameLabel), ' Group');
    await act(() => router.navigate('/dashboard/quotes'));
    expect(await screen.findByText(COPY.leaveConfirm)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/dashboard/settings');
    expect(screen.getByLabelText(COPY.nameLabel)).toHaveProperty('value', 'Demo MSP Group');
    await act(() => router.navigate('/dashboard/quotes'));
    await user.click(await screen.findByRole('button', { name: 'Leave and discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/quotes'));
  });

  it('explains a failed load with the request id and retries', async () => {
    let calls = 0;
    stubApi({
      [`GET ${PATH}`]: () =>
        ++calls === 1
          ? { status: 500, body: { error: { code: 'INTERNAL', message: 'Boom', requestId: 'req-42' } } }
          : { status: 200, body: SETTINGS },
    });
    renderSettings();
    expect(await screen.findByText(COPY.loadFailed)).toBeTruthy();
    expect(screen.getByText('Request id: req-42')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText(COPY.nameLabel)).toBeTruthy();
  });
});
