import { CookieIcon } from 'lucide-react';
import { SHELL_COPY } from '@scopewright/domain';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { localSetting } from '@/lib/local-setting';

export const COOKIE_NOTICE_KEY = 'scopewright.cookie-notice-dismissed';

const listeners = new Set<() => void>();
let isDismissedThisPage = false;
const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};
const readDismissed = () => isDismissedThisPage || localSetting.get(COOKIE_NOTICE_KEY) === '1';
// Prerendered HTML and hydration leave it out; it appears once the browser has read local storage.
const dismissedOnServer = () => true;

/** Essential cookies only; dismissal remembered in local storage (docs/product-rules.md#app-shell). */
export function CookieNotice() {
  const isDismissed = useSyncExternalStore(subscribe, readDismissed, dismissedOnServer);
  if (isDismissed) return null;

  const dismiss = () => {
    localSetting.set(COOKIE_NOTICE_KEY, '1');
    isDismissedThisPage = true;
    listeners.forEach((notify) => notify());
  };

  return (
    <section
      aria-label="Cookie notice"
      className="fixed inset-x-3 bottom-3 z-40 flex flex-col gap-3 rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-lg sm:flex-row sm:items-center"
    >
      <p className="flex items-start gap-2.5 text-[13px] leading-5 text-muted-foreground">
        <CookieIcon className="mt-0.5 size-4 shrink-0 text-brand-ink" aria-hidden />
        <span>
          {SHELL_COPY.cookieNotice}{' '}
          <Link to="/privacy-policy" className="font-medium text-foreground underline underline-offset-2">
            Privacy policy
          </Link>
        </span>
      </p>
      <Button size="sm" className="self-end sm:self-center" onClick={dismiss}>
        {SHELL_COPY.cookieDismiss}
      </Button>
    </section>
  );
}
