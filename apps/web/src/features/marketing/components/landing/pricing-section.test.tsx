import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PricingSection } from './pricing-section';

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

describe('PricingSection', () => {
  it('switches every plan between monthly and annual prices', async () => {
    render(
      <MemoryRouter>
        <PricingSection />
      </MemoryRouter>,
    );
    expect((screen.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement).checked).toBe(true);
    expect(within(card('Essentials')).getByText('$99.00')).toBeTruthy();
    expect(within(card('Premium')).getByText('Most Popular')).toBeTruthy();
    expect(within(card('Enterprise')).getByText('$250.00')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: /Annual/ }));
    expect(within(card('Essentials')).getByText('$990.00')).toBeTruthy();
    expect(within(card('Premium')).getByText('$1,290.00')).toBeTruthy();
    expect(within(card('Enterprise')).getByText('$2,500.00')).toBeTruthy();
    expect(within(card('Enterprise')).getByText('/user/yr')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }));
    expect((screen.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement).checked).toBe(true);
    expect(within(card('Premium')).getByText('$129.00')).toBeTruthy();
  });

  it('sends every plan to /signup and says what is not included', () => {
    render(
      <MemoryRouter>
        <PricingSection />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link', { name: 'Start free trial' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/signup', '/signup', '/signup']);
    expect(within(card('Essentials')).getByText('PSA integrations').textContent).toBe(
      'PSA integrations (not included)',
    );
  });
});
