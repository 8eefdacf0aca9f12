import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccessDeniedPage } from './access-denied-page';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AccessDeniedPage />
    </MemoryRouter>,
  );

describe('AccessDeniedPage', () => {
  it('shows the message from ?message=', () => {
    renderAt('/access-denied?message=Required%20role(s)%3A%20msp_admin');
    expect(screen.getByText('Required role(s): msp_admin')).toBeTruthy();
  });

  it('falls back to the default message, the hint and both buttons', () => {
    renderAt('/access-denied');
    expect(screen.getByText("You don't have permission to access this resource.")).toBeTruthy();
    expect(screen.getByText('If you believe this is an error, please contact your administrator.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/support');
  });

  it('renders a hostile message as text', () => {
    renderAt('/access-denied?message=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });
});
