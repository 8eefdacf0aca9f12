import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * Enter in a server-searched combobox picks the highlighted match (the first one unless the user moved): the
 * highlight always names a shown item, and an Enter typed before the results for the current text arrive waits
 * for them instead of picking from the previous results.
 */
export function useComboboxPick<T extends { id: string }>({
  items,
  isSettled,
  onPick,
}: {
  items: readonly T[] | undefined;
  /** The shown items answer the text in the box (not a previous search still on screen). */
  isSettled: boolean;
  onPick: (item: T) => void;
}) {
  const [value, setValue] = useState('');
  const waiting = useRef(false);
  const highlighted = items?.some((item) => item.id === value) ? value : (items?.[0]?.id ?? '');

  useEffect(() => {
    if (!waiting.current || !isSettled) return;
    waiting.current = false;
    const item = items?.find((candidate) => candidate.id === highlighted);
    if (item) onPick(item);
  }, [isSettled, items, highlighted, onPick]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || isSettled) return;
    event.preventDefault();
    waiting.current = true;
  };

  return { value: highlighted, onValueChange: setValue, onKeyDown };
}
