import type { MouseEvent } from 'react';

export interface QuoteSelection {
  /** Null when selection is not offered (the user cannot archive). */
  selected: ReadonlySet<string> | null;
  onToggle: (id: string) => void;
  onToggleAll: (ids: string[], on: boolean) => void;
}

/** A row click opens the quote unless it landed on a control inside the row. */
export function isFromControl(event: MouseEvent): boolean {
  return (event.target as HTMLElement).closest('a,button,input,select,label,[role="menuitem"]') !== null;
}
