import { useState } from 'react';

/**
 * Whether `open` has been true at least once: a lazily loaded overlay mounts on its first opening and then stays
 * mounted, so closing it animates as before.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(open);
  if (open && !wasOpened) setWasOpened(true);
  return wasOpened || open;
}
