import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/lib/test-utils';
import { LazyUserMenu } from './lazy-user-menu';

const USER = { name: 'Dana Admin', email: 'dana@demo-msp.test' };

describe('LazyUserMenu', () => {
  it('stands in with a button of the same name, and opens the menu once its code has loaded', async () => {
    renderRoute(<LazyUserMenu user={USER} />, { path: '/dashboard' });
    const trigger = screen.getByRole('button', { name: 'Open user menu' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(trigger);
    expect(await screen.findByRole('menuitem', { name: /My profile/ })).toBeTruthy();
    expect(screen.getByText('dana@demo-msp.test')).toBeTruthy();
  });

  it('opens from the keyboard too, and signs out from the menu', async () => {
    const onSignOut = vi.fn().mockResolvedValue(undefined);
    renderRoute(<LazyUserMenu user={USER} onSignOut={onSignOut} />, { path: '/dashboard' });
    screen.getByRole('button', { name: 'Open user menu' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: /Sign out/ }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
