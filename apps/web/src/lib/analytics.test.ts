import { afterEach, describe, expect, it, vi } from 'vitest';
import { analytics, pagePath } from './analytics';

describe('analytics', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tracks cta_clicked without any network request, cookie or storage write', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const beacon = vi.fn();
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const cookieBefore = document.cookie;

    analytics.track('cta_clicked', {
      cta_type: 'trial',
      page: '/connectwise-sell-replacement',
      location: 'hero',
      cta_text: 'Start your free trial',
    });

    expect(fetchSpy).not.toHaveBeenCalled();
    expect(beacon).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    expect(document.cookie).toBe(cookieBefore);
  });
});

describe('pagePath', () => {
  it.each([
    ['/dashboard/quotes', '/dashboard/quotes'],
    ['/q/k3J9xQ2mPzR7vT1wLb8nHc', '/q/:id'],
    ['/dashboard/quotes/0190f000-0000-7000-8000-000000000001/edit', '/dashboard/quotes/:id/edit'],
    ['/invite/abcdefghijklmnopqrstuvwxyz012345', '/invite/:id'],
  ])('%s → %s', (path, expected) => expect(pagePath(path)).toBe(expected));
});
