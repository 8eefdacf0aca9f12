import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs } from './build-breadcrumbs';

describe('buildBreadcrumbs', () => {
  it.each([
    ['/dashboard', [{ label: 'Dashboard' }]],
    ['/dashboard/quotes', [{ label: 'Dashboard', href: '/dashboard' }, { label: 'Quotes' }]],
    [
      '/dashboard/quotes/wizard/42',
      [
        { label: 'Dashboard', href: '/dashboard' },
        { label: 'Quotes', href: '/dashboard/quotes' },
        { label: 'Edit Quote 42' },
      ],
    ],
    [
      '/dashboard/quotes/wizard',
      [
        { label: 'Dashboard', href: '/dashboard' },
        { label: 'Quotes', href: '/dashboard/quotes' },
        { label: 'Quote Wizard' },
      ],
    ],
    [
      '/dashboard/settings/company',
      [
        { label: 'Dashboard', href: '/dashboard' },
        { label: 'Settings', href: '/dashboard/settings' },
        { label: 'Tenant' },
      ],
    ],
    [
      '/dashboard/settings/integrations',
      [
        { label: 'Dashboard', href: '/dashboard' },
        { label: 'Settings', href: '/dashboard/settings' },
        { label: 'PSA Integrations' },
      ],
    ],
    [
      '/dashboard/admin/email',
      [{ label: 'Dashboard', href: '/dashboard' }, { label: 'Admin' }, { label: 'Email Analytics' }],
    ],
    [
      '/dashboard/admin/versions',
      [{ label: 'Dashboard', href: '/dashboard' }, { label: 'Admin' }, { label: 'Version Control' }],
    ],
    [
      '/dashboard/superadmin/msps',
      [
        { label: 'Dashboard', href: '/dashboard' },
        { label: 'Platform', href: '/dashboard/superadmin' },
        { label: 'MSPs' },
      ],
    ],
    [
      '/dashboard/templates/my-templates',
      [
        { label: 'Dashboard', href: '/dashboard' },
        { label: 'Templates', href: '/dashboard/templates' },
        { label: 'My Templates' },
      ],
    ],
    ['/dashboard/company/7', [{ label: 'Dashboard', href: '/dashboard' }, { label: 'Tenants' }, { label: 'Tenant 7' }]],
    [
      '/dashboard/billing/history/',
      [
        { label: 'Dashboard', href: '/dashboard' },
        { label: 'Billing', href: '/dashboard/billing' },
        { label: 'History' },
      ],
    ],
  ])('%s', (pathname, expected) => {
    expect(buildBreadcrumbs(pathname)).toEqual(expected);
  });
});

describe('record pages', () => {
  const clientPath = '/dashboard/clients/01a20286-9c1e-7a6b-8f00-1234567890ab';

  it('never shows a UUID: the page label stands in until the screen names the record', () => {
    expect(buildBreadcrumbs(clientPath).at(-1)).toEqual({ label: 'Client' });
  });

  it('leads from an existing quote back to the quote list, never to a blank new quote', () => {
    const crumbs = buildBreadcrumbs('/dashboard/quotes/wizard/01a20286-9c1e-7a6b-8f00-1234567890ab', 'Q-1028');
    expect(crumbs).toEqual([
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Quotes', href: '/dashboard/quotes' },
      { label: 'Q-1028' },
    ]);
    expect(crumbs.some((crumb) => crumb.href === '/dashboard/quotes/wizard')).toBe(false);
  });

  it('shows the name the record screen gave', () => {
    expect(buildBreadcrumbs(clientPath, 'Harbor Dental Group').at(-1)).toEqual({ label: 'Harbor Dental Group' });
  });
});
