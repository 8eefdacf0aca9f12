import { useEffect } from 'react';
import { useNavigationBlocker } from '@/lib/use-navigation-blocker';

/**
 * While `isDirty`, leaving for another page is held (the caller asks the user) and closing or reloading the
 * tab shows the browser's own warning.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const blocker = useNavigationBlocker(isDirty);
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return blocker;
}
