import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A text filter kept locally while typed and committed once it rests for `delayMs` (or at once with `flush`, on
 * Enter). A new value from the URL (cleared filters, Back) replaces what is typed. A value that rests after the
 * viewer has followed a link away (the list still shows while the next screen loads) is dropped: committing it
 * would navigate back to the list.
 */
export function useTypedFilter(value: string | undefined, commit: (value: string | undefined) => void, delayMs = 400) {
  const [text, setTypedText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTypedText(value ?? '');
  }
  // The page's address when the text was last typed: a different one when it rests means the viewer has left.
  const typedOn = useRef<string | null>(null);
  const setText = (next: string) => {
    typedOn.current = window.location.pathname;
    setTypedText(next);
  };
  const rested = useDebouncedValue(text, delayMs);
  useEffect(() => {
    if (typedOn.current !== null && typedOn.current !== window.location.pathname) return;
    const next = rested.trim() || undefined;
    if (next !== value) commit(next);
    // Only a rested change commits; a new value from the URL resets the text above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rested]);
  return { text, setText, flush: () => commit(text.trim() || undefined) };
}
