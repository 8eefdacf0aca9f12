import { Menu, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * A disclosure panel under the header for phone widths. Kept free of dialog libraries so the
 * landing page stays light; closes on Esc, on navigation and on outside clicks.
 */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  const currentUrl = `${location.pathname}${location.hash}`;
  const [openedAt, setOpenedAt] = useState(currentUrl);
  if (openedAt !== currentUrl) {
    // Navigating (including to an anchor on the same page) closes the menu.
    setOpenedAt(currentUrl);
    setOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className="ml-auto md:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={isOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
      >
        {isOpen ? <X aria-hidden /> : <Menu aria-hidden />}
      </Button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="absolute inset-x-0 top-full border-b bg-background px-4 pt-2 pb-4 shadow-lg animate-[fade-in_150ms_ease-out]"
      >
        {children}
      </div>
    </div>
  );
}
