import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignupScreen from './signup-screen';
import { renderScreen, sentTo, writesOf, stubFetch } from '@/lib/screen-test-utils';

const PUBLIC_PROVIDER =
  'Please use your company email address. Public email providers are not supported for workspace creation.';
const renderSignup = () => renderScreen(<SignupScreen />, { path: '/signup' });

afterEach(() => vi.unstubAllGlobals());

async function fill(values: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>>) {
  const user = userEvent.setup();
  const fields = {
    first: 'First name',
    last: 'Last name',
    email: 'Work email',
    password: 'Password',
    confirm: 'Confirm password',
  } as const;
  for (const [key, label] of Object.entries(fields)) {
    const value = values[key as keyof typeof fields];
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  return user;
}

const VALID = { first: 'Ada', last: 'Lovelace', email: 'Ada@Acme.io', password: 'scoping2024', confirm: 'scoping2024' };

describe('SignupScreen', () => {
  it('ticks the live checklist as the password grows', async () => {
    stubFetch({});
    renderSignup();
    const list = screen.getByRole('list', { name: 'Password requirements' });
    const state = () =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => [li.textContent, li.dataset.met]);
    expect(state()).toEqual([
      ['At least 8 characters(not met)', 'false'],
      ['At least one letter(not met)', 'false'],
      ['At least one number(not met)', 'false'],
    ]);
    await fill({ password: 'abc1' });
    expect(state().map(([, met]) => met)).toEqual(['false', 'true', 'true']);
    await fill({ password: 'defg' });
    expect(state().map(([, met]) => met)).toEqual(['true', 'true', 'true']);
  });

  it.each([
    ['an empty form', {}, 'Please fill in all required fields', 'First name'],
    ['a public email provider', { ...VALID, email: 'ada@gmail.com' }, PUBLIC_PROVIDER, 'Work email'],
    ['an invalid email', { ...VALID, email: 'ada@acme' }, 'Please enter a valid email address', 'Work email'],
    [
      'a weak password',
      { ...VALID, password: 'abcdefgh', confirm: 'abcdefgh' },
      'Password must be at least 8 characters with letters and numbers',
      'Password',
    ],
    ['mismatched passwords', { ...VALID, confirm: 'scoping2025' }, 'Passwords do not match', 'Confirm password'],
  ])('refuses %s with the validation message and sends nothing', async (_name, values, message, focused) => {
    const fetchMock = stubFetch({});
    renderSignup();
    const user = await fill(values);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(focused)));
    expect(writesOf(fetchMock)).toEqual([]);
  });

  it('shows the public-provider message on blur', async () => {
    stubFetch({});
    renderSignup();
    const user = await fill({ email: 'ada@outlook.com' });
    await user.tab();
    expect(screen.getByText(PUBLIC_PROVIDER)).toBeTruthy();
  });

  it("posts the atomic payload, reads 'Creating account...' meanwhile, then clears the form and asks to check email", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') return new Response(JSON.stringify({ providers: [] }), { status: 200 });
      await gate;
      return new Response(JSON.stringify({ success: true, message: 'Account created! Check your email.' }), {
        status: 200,
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderSignup();
    const user = await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const busy = screen.getByRole('button', { name: 'Creating account...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('ada@acme.io')).toBeTruthy();
    expect(screen.getByText('Account created! Check your email.')).toBeTruthy();
    const signupCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/signup');
    expect(JSON.parse(String(signupCall?.[1]?.body))).toEqual({
      email: 'ada@acme.io',
      password: 'scoping2024',
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyDomain: 'acme.io',
    });
  });

  it.each([
    [
      'the server message',
      { status: 422, body: { success: false, error: { code: 'VALIDATION', message: PUBLIC_PROVIDER } } },
      PUBLIC_PROVIDER,
    ],
    ["'Signup failed' without a message", { status: 400, body: { success: false } }, 'Signup failed'],
    ['the network message', new TypeError('Failed to fetch'), 'An unexpected error occurred. Please try again later.'],
  ])('shows %s when the server refuses', async (_name, reply, message) => {
    const fetchMock = stubFetch({ 'POST /api/signup': reply });
    renderSignup();
    const user = await fill(VALID);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(sentTo(fetchMock, '/api/signup')).toHaveLength(1);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
  });

  it('hides the OAuth buttons while the server does not report any provider', () => {
    stubFetch({});
    renderSignup();
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });
});
