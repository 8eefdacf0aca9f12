import {
  BRANDING_COPY as COPY,
  DEFAULT_BRANDING_SETTINGS,
  DOCUMENT_COPY,
  type BrandingSettings,
} from '@scopewright/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSent, renderRoute, stubApi } from '@/lib/test-utils';
import { BrandingPanel } from './branding-panel';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const PATH = '/api/settings/branding';
const SETTINGS: BrandingSettings = { ...DEFAULT_BRANDING_SETTINGS, updatedAt: '2026-01-01T00:00:00.000Z' };

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', NoResizeObserver);

const renderPanel = () => renderRoute(<BrandingPanel />, { path: '/dashboard/settings/branding' });
const order = () =>
  within(screen.getByTestId('section-order'))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-section'));

afterEach(() => {
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('Settings → Branding', () => {
  it('updates the live preview as you type, and shows the contrast with white', async () => {
    stubApi({ [`GET ${PATH}`]: { status: 200, body: SETTINGS } });
    renderPanel();
    const user = userEvent.setup();
    const primary = await screen.findByRole('textbox', { name: COPY.primaryLabel });
    await user.clear(primary);
    await user.type(primary, '#7c2d12');
    expect(screen.getByTestId('preview-heading').style.color).toBe('rgb(124, 45, 18)');
    expect(screen.getByText(COPY.contrastLabel('9.37:1'))).toBeTruthy();
    await user.clear(primary);
    await user.type(primary, '#ffcc00');
    expect(screen.getByText(COPY.contrastFail)).toBeTruthy();
    // An unfinished colour keeps the last valid one in the preview rather than breaking it.
    await user.clear(primary);
    await user.type(primary, '#12');
    expect(screen.getByTestId('preview-heading').style.color).toBe('rgb(30, 58, 95)');
  });

  it('refuses a light primary colour before sending anything', async () => {
    const api = stubApi({ [`GET ${PATH}`]: { status: 200, body: SETTINGS } });
    renderPanel();
    const user = userEvent.setup();
    const primary = await screen.findByRole('textbox', { name: COPY.primaryLabel });
    await user.clear(primary);
    await user.type(primary, '#ffcc00');
    await user.click(screen.getByRole('button', { name: COPY.save }));
    expect(await screen.findByText(COPY.primaryContrastTooLow('1.51:1'))).toBeTruthy();
    expect(bodiesSent(api, 'PUT', PATH)).toEqual([]);
  });

  it('reorders with the arrow buttons, hides a section, saves the whole branding and is clean again', async () => {
    const api = stubApi({
      [`GET ${PATH}`]: { status: 200, body: SETTINGS },
      [`PUT ${PATH}`]: (body) => ({ status: 200, body: { ...SETTINGS, ...(body as object) } }),
    });
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: COPY.moveUp(DOCUMENT_COPY.pricing) }));
    expect(order()).toEqual(['summary', 'pricing', 'scope', 'terms', 'signature']);
    await user.click(screen.getByRole('button', { name: COPY.moveDown(DOCUMENT_COPY.summary) }));
    expect(order()).toEqual(['pricing', 'summary', 'scope', 'terms', 'signature']);
    await user.click(screen.getByRole('switch', { name: COPY.sectionVisible(DOCUMENT_COPY.terms) }));
    expect(screen.getByText(COPY.unsaved)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: COPY.save }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COPY.saved));
    const [sent] = bodiesSent(api, 'PUT', PATH) as { sections: { key: string; visible: boolean }[] }[];
    expect(sent?.sections.map((s) => `${s.key}:${s.visible}`)).toEqual([
      'pricing:true',
      'summary:true',
      'scope:true',
      'terms:false',
      'signature:true',
    ]);
    await waitFor(() => expect(screen.getByText(COPY.allSaved)).toBeTruthy());
  });

  it('refuses an SVG logo in the browser with its reason', async () => {
    const api = stubApi({ [`GET ${PATH}`]: { status: 200, body: SETTINGS } });
    renderPanel();
    const user = userEvent.setup({ applyAccept: false });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"></svg>'], 'logo.svg', { type: 'image/svg+xml' });
    await user.upload(await screen.findByLabelText(COPY.logoChoose), svg);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', COPY.logoSvg);
    expect(bodiesSent(api, 'POST', `${PATH}/logo`)).toEqual([]);
  });
});
