import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/** Where neither observer nor idle callback exists (tests, very old browsers), content renders at once. */
const canDefer = () => typeof IntersectionObserver !== 'undefined' && typeof requestIdleCallback !== 'undefined';

/**
 * Renders its children once the browser is idle or the placeholder comes near the viewport, whichever is first.
 * A long screen's below-the-fold panels then each render in a short task of their own, instead of adding to the
 * one long task that opens the screen. The placeholder keeps the space so nothing jumps.
 */
export function DeferredSection({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [ready, setReady] = useState(() => !canDefer());
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ready) return;
    let shown = false;
    const show = () => {
      if (shown) return;
      shown = true;
      startTransition(() => setReady(true));
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: '600px 0px',
    });
    if (placeholder.current) observer.observe(placeholder.current);
    const idle = requestIdleCallback(show, { timeout: 2000 });
    return () => {
      shown = true;
      observer.disconnect();
      cancelIdleCallback(idle);
    };
  }, [ready]);

  if (ready) return children;
  return <div ref={placeholder} aria-busy="true" style={{ minHeight }} />;
}
