import { lazy, Suspense, useCallback, useLayoutEffect, useState } from 'react';
import { importWithRetry } from '@/lib/import-with-retry';
import { USER_MENU_TRIGGER_CLASS, UserMenuFace } from './user-avatar';
import type { UserMenuProps } from './user-menu';

type LoadedProps = UserMenuProps & { onShown: () => void };

const UserMenu = lazy(() =>
  importWithRetry(() => import('./user-menu'), 'the user menu').then(({ UserMenu: Menu }) => ({
    default: function LoadedUserMenu({ onShown, ...props }: LoadedProps) {
      // Before paint: the stand-in goes in the same frame the real trigger appears.
      useLayoutEffect(onShown, [onShown]);
      return <Menu {...props} />;
    },
  })),
);

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The user menu's code (the dropdown, its positioning and focus handling) is downloaded when the pointer comes
 * to the trigger or the trigger is used, not with the dashboard's first screen (ADR 0040). Until it has loaded a
 * button that looks and is named the same stands in; clicking it, or Enter, Space or ArrowDown on it, opens the
 * menu as soon as the menu is there (its open state lives here, so the request is never lost).
 */
export function LazyUserMenu(props: Omit<UserMenuProps, 'open' | 'onOpenChange'>) {
  const [load, setLoad] = useState(false);
  const [shown, setShown] = useState(false);
  const [open, setOpen] = useState(false);
  const onShown = useCallback(() => setShown(true), []);
  const want = (openIt: boolean) => {
    setLoad(true);
    if (openIt) setOpen(true);
  };
  return (
    <>
      {!shown && (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          className={USER_MENU_TRIGGER_CLASS}
          onPointerEnter={() => want(false)}
          onClick={() => want(true)}
          onKeyDown={(event) => {
            if (!OPENING_KEYS.has(event.key)) return;
            event.preventDefault();
            want(true);
          }}
        >
          <UserMenuFace user={props.user} />
        </button>
      )}
      {load && (
        <Suspense fallback={null}>
          <UserMenu {...props} open={open} onOpenChange={setOpen} onShown={onShown} />
        </Suspense>
      )}
    </>
  );
}
