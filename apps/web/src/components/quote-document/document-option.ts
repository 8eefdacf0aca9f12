import type { ReactNode } from 'react';

/** An optional line or section the host page may let the reader switch on or off. */
export interface DocumentOptionTarget {
  kind: 'line' | 'section';
  id: string;
  name: string;
}

/** Returns the control for a target, or null when the target is not a choice on this page. */
export type RenderOptionToggle = (target: DocumentOptionTarget) => ReactNode;
