import { type RefObject, useEffect, useRef } from 'react';

/**
 * Prerendered pages show their inputs before React takes over; a visitor may already have typed. On mount, adopt
 * what the field holds so the keystrokes are not lost (React keeps the DOM value but never reported it).
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  onChange: (value: string) => void,
) {
  const isAdopted = useRef(false);
  useEffect(() => {
    if (isAdopted.current) return;
    isAdopted.current = true;
    const typed = ref.current?.value ?? '';
    if (typed !== value) onChange(typed);
  }, [ref, value, onChange]);
}
