import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CanonicalRedirect } from './canonical-redirect';

function ShowLocation() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="location">{`${pathname}${search}${hash}`}</p>;
}

const renderAt = (url: string) => {
  const router = createMemoryRouter(
    [
      {
        element: (
          <CanonicalRedirect>
            <Outlet />
          </CanonicalRedirect>
        ),
        children: [{ path: '*', element: <ShowLocation /> }],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('CanonicalRedirect', () => {
  it.each([
    ['/quotes/create', '/dashboard/quotes/wizard'],
    ['/quotes/42/edit', '/dashboard/quotes/wizard/42'],
    ['/dashboard/quotes/42/edit', '/dashboard/quotes/wizard/42'],
    ['/about/', '/about'],
    ['//dashboard//quotes/', '/dashboard/quotes'],
    ['/support/?q=mfa#faq', '/support?q=mfa#faq'],
  ])('%s → %s', async (from, to) => {
    const router = renderAt(from);
    expect((await screen.findByTestId('location')).textContent).toBe(to);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves canonical paths and non-numeric edit paths alone', async () => {
    renderAt('/quotes/abc/edit');
    expect((await screen.findByTestId('location')).textContent).toBe('/quotes/abc/edit');
  });
});
