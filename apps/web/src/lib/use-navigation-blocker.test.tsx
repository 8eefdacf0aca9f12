import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useNavigationBlocker } from './use-navigation-blocker';

function Form() {
  const [isDirty, setDirty] = useState(false);
  const blocker = useNavigationBlocker(isDirty);
  return (
    <>
      <button onClick={() => setDirty(true)}>Edit</button>
      <Link to="/other">Other page</Link>
      <Link to="/form?tab=2">Same page</Link>
      <output data-testid="blocker">{blocker.state}</output>
      <button onClick={() => blocker.reset?.()}>Stay</button>
      <button onClick={() => blocker.proceed?.()}>Leave</button>
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function renderApp() {
  window.history.replaceState(null, '', '/other');
  render(
    <BrowserRouter>
      <Where />
      <Routes>
        <Route path="/form" element={<Form />} />
        <Route path="*" element={<Link to="/form">To form</Link>} />
      </Routes>
    </BrowserRouter>,
  );
  return userEvent.setup();
}

const where = () => screen.getByTestId('where').textContent;
const blockerState = () => screen.getByTestId('blocker').textContent;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useNavigationBlocker', () => {
  it('holds a link to another page while active; Stay drops it, Leave follows it', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('link', { name: 'To form' }));
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(where()).toBe('/other');

    await user.click(screen.getByRole('link', { name: 'To form' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('link', { name: 'Same page' }));
    expect(where()).toBe('/form?tab=2');
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(where()).toBe('/form?tab=2');
    expect(blockerState()).toBe('blocked');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(blockerState()).toBe('unblocked');
    expect(where()).toBe('/form?tab=2');

    await user.click(screen.getByRole('link', { name: 'Other page' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(where()).toBe('/other');
  });

  it('undoes Back to another page and redoes it on Leave', async () => {
    const user = renderApp();
    await user.click(screen.getByRole('link', { name: 'To form' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    act(() => window.history.back());
    await waitFor(() => expect(blockerState()).toBe('blocked'));
    await waitFor(() => expect(window.location.pathname).toBe('/form'));
    expect(where()).toBe('/form');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    act(() => window.history.back());
    await waitFor(() => expect(blockerState()).toBe('blocked'));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where()).toBe('/other'));
    expect(window.location.pathname).toBe('/other');
  });
});
