import { useEffect } from 'react';

/** Ctrl/⌘+K toggles the command palette; kept apart from the palette so the shell does not load it (ADR 0040). */
export function useCommandPaletteShortcut(onToggle: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey) && !event.altKey) {
        // Over another open dialog the palette would open without focus, and the typing (and Enter) would go
        // to that dialog's form: the shortcut waits until it is closed.
        if (document.querySelector('[role="dialog"][data-state="open"]:not([data-command-palette])')) return;
        event.preventDefault();
        onToggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onToggle]);
}
