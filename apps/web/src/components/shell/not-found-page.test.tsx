import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

const renderPage = (props: { isSignedIn: boolean; isAuthLoading: boolean }) =>
  render(
    <MemoryRouter>
      <NotFoundPage {...props} />
    </MemoryRouter>,
  );

describe('NotFoundPage', () => {
  it('shows the not-found message and sends a signed-out visitor home', () => {
    renderPage({ isSignedIn: false, isAuthLoading: false });
    expect(screen.getByText("Sorry, the page you're looking for doesn't exist or may have been moved.")).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to home/ }).getAttribute('href')).toBe('/');
  });

  it('sends a signed-in user to the dashboard', () => {
    renderPage({ isSignedIn: true, isAuthLoading: false });
    expect(screen.getByRole('link', { name: /Go to Dashboard/ }).getAttribute('href')).toBe('/dashboard');
  });

  it('disables the button while auth is loading', () => {
    renderPage({ isSignedIn: false, isAuthLoading: true });
    expect((screen.getByRole('button', { name: 'Back to home' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the quick links and a contact-support link', () => {
    renderPage({ isSignedIn: false, isAuthLoading: false });
    const links = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/signup', '/documentation', '/blog', '/support']);
    expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/contact');
  });
});
