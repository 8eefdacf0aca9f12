import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Page = () => <p>The screen</p>;
const inSuspense = (Screen: () => React.ReactNode) =>
  renderToString(
    <Suspense fallback={<p>Loading</p>}>
      <Screen />
    </Suspense>,
  );

describe('lazyScreen', () => {
  it('suspends while its module is not loaded', () => {
    const Screen = lazyScreen(() => new Promise(() => {}), 'a page');
    expect(inSuspense(Screen)).toContain('Loading');
  });

  it('renders a module that has loaded at once, without suspending', async () => {
    const Screen = lazyScreen(async () => ({ default: Page }), 'a page');
    await Screen.preload();
    expect(inSuspense(Screen)).toContain('The screen');
  });
});
