import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COOKIE_NOTICE_KEY, CookieNotice } from './cookie-notice';

const renderNotice = () =>
  render(
    <MemoryRouter>
      <CookieNotice />
    </MemoryRouter>,
  );

describe('CookieNotice', () => {
  it('explains essential cookies, links the privacy policy and remembers "Got it"', async () => {
    const { unmount } = renderNotice();
    expect(screen.getByText(/We use only essential cookies for authentication and your session/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');

    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    expect(localStorage.getItem(COOKIE_NOTICE_KEY)).toBe('1');

    unmount();
    renderNotice();
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });
});
