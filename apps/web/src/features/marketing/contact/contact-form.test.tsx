import { CONTACT_COPY } from '@scopewright/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

function reply(status: number, body: unknown) {
  const mock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', mock);
  return mock;
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText(CONTACT_COPY.nameLabel), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText(CONTACT_COPY.emailLabel), 'ada@engines.test');
  await userEvent.type(screen.getByLabelText(CONTACT_COPY.companyLabel), 'Analytical Engines');
  await userEvent.type(screen.getByLabelText(CONTACT_COPY.messageLabel), 'We would like a demo, please.');
}

describe('ContactForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a field’s validation message once it is blurred, and every message on submit without sending', async () => {
    const fetchMock = reply(201, {});
    renderForm();
    await userEvent.type(screen.getByLabelText(CONTACT_COPY.nameLabel), 'A');
    expect(screen.queryByText(CONTACT_COPY.nameMin)).toBeNull();
    await userEvent.tab();
    expect(screen.getByText(CONTACT_COPY.nameMin)).toBeTruthy();
    expect(screen.queryByText(CONTACT_COPY.emailInvalid)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: CONTACT_COPY.submit }));
    for (const message of [
      CONTACT_COPY.nameMin,
      CONTACT_COPY.emailInvalid,
      CONTACT_COPY.companyRequired,
      CONTACT_COPY.messageMin,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText(CONTACT_COPY.nameLabel));
    expect(screen.getByLabelText(CONTACT_COPY.emailLabel).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, shows the success text and clears the form', async () => {
    const fetchMock = reply(201, { success: true, message: CONTACT_COPY.sent });
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: CONTACT_COPY.submit }));
    expect(await screen.findByText(CONTACT_COPY.sent)).toBeTruthy();
    expect((screen.getByLabelText(CONTACT_COPY.nameLabel) as HTMLInputElement).value).toBe('');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@engines.test',
      company: 'Analytical Engines',
      message: 'We would like a demo, please.',
    });
  });

  it('keeps the values and shows the failure text when sending fails', async () => {
    reply(500, { error: { code: 'INTERNAL', message: 'boom', requestId: 'r1' } });
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: CONTACT_COPY.submit }));
    expect(await screen.findByText(CONTACT_COPY.failed)).toBeTruthy();
    expect((screen.getByLabelText(CONTACT_COPY.nameLabel) as HTMLInputElement).value).toBe('Ada Lovelace');
  });

  it('explains the hourly limit', async () => {
    reply(429, { error: { code: 'RATE_LIMITED', message: CONTACT_COPY.rateLimited, requestId: 'r2' } });
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: CONTACT_COPY.submit }));
    expect(await screen.findByText(CONTACT_COPY.rateLimited)).toBeTruthy();
  });
});
