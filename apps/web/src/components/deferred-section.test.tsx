import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredSection } from './deferred-section';

let idleCallbacks: (() => void)[] = [];
let intersect: (visible: boolean) => void = () => {};

beforeEach(() => {
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        intersect = (visible) => callback([{ isIntersecting: visible }]);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const panel = (
  <DeferredSection minHeight={200}>
    <p>Version history</p>
  </DeferredSection>
);

describe('DeferredSection', () => {
  it('keeps the space, then renders once the browser is idle', async () => {
    const { container } = render(panel);
    expect(screen.queryByText('Version history')).toBeNull();
    expect((container.firstElementChild as HTMLElement).style.minHeight).toBe('200px');
    await act(async () => idleCallbacks.forEach((callback) => callback()));
    expect(screen.getByText('Version history')).toBeTruthy();
  });

  it('renders as soon as it nears the viewport, without waiting for idle time', async () => {
    render(panel);
    await act(async () => intersect(false));
    expect(screen.queryByText('Version history')).toBeNull();
    await act(async () => intersect(true));
    expect(screen.getByText('Version history')).toBeTruthy();
  });

  it('renders at once where the browser cannot defer', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(panel);
    expect(screen.getByText('Version history')).toBeTruthy();
  });
});
