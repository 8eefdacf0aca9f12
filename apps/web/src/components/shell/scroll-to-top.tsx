import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

const HASH_WAIT_MS = 1_500;

/**
 * The window scrolls to the top on a path change unless the address has a hash (docs/product-rules.md#public-pages).
 * With a hash, it scrolls to that anchor once the (possibly lazy) page has rendered it.
 */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();

  useLayoutEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);

  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ block: 'start' });
      else if (performance.now() - started < HASH_WAIT_MS) frame = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);

  return null;
}
