import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One query-string value as state (filters, the open preview): shareable, kept on reload, and replaced rather
 * than pushed so Back leaves the screen instead of undoing each keystroke. An empty value removes the key.
 */
export function useSearchParam(key: string, fallback = ''): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(key) ?? fallback;
  const set = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === '' || next === fallback) updated.delete(key);
          else updated.set(key, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams, key, fallback],
  );
  return [value, set];
}
