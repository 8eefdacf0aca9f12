import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SidebarNav } from './sidebar-nav';
import { ADMIN, MEMBER, SUPER_ADMIN_WITHOUT_WORKSPACE } from './test-viewers';
import type { Viewer } from './page-access';

function linksFor(viewer: Viewer) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <SidebarNav viewer={viewer} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Dashboard' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('SidebarNav', () => {
  it("shows a workspace admin the workspace's built screens, and no platform or coming-soon ones", () => {
    expect(linksFor(ADMIN)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Quotes', '/dashboard/quotes'],
      ['Opportunities', '/dashboard/opportunities'],
      ['Clients', '/dashboard/clients'],
      ['Templates', '/dashboard/templates'],
      ['Users', '/dashboard/users'],
      ['Billing', '/dashboard/billing'],
      ['Settings', '/dashboard/settings'],
      ['Email Analytics', '/dashboard/admin/email'],
      ['Version Control', '/dashboard/admin/versions'],
    ]);
    expect(screen.queryByRole('heading', { name: 'Platform' })).toBeNull();
  });

  it('hides Billing and Settings from a member, who would only be refused', () => {
    const links = linksFor(MEMBER).map(([label]) => label);
    expect(links).toEqual(['Dashboard', 'Quotes', 'Opportunities', 'Clients', 'Templates', 'Users']);
  });

  it('shows a super admin without a workspace the platform overview, the MSPs and the email templates', () => {
    expect(linksFor(SUPER_ADMIN_WITHOUT_WORKSPACE)).toEqual([
      ['Platform', '/dashboard/superadmin'],
      ['MSPs', '/dashboard/superadmin/msps'],
      ['Email', '/dashboard/superadmin/email'],
      ['Email Templates', '/dashboard/email-templates'],
    ]);
    expect(screen.getByRole('heading', { name: 'Platform' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sell' })).toBeNull();
  });
});
