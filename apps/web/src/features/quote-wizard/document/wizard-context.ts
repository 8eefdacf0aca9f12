import { createContext, use } from 'react';
import type { WizardAction } from './wizard-state';

/** What rarely changes while typing: the steps read it without re-rendering on every keystroke. */
export interface WizardContextValue {
  dispatch: (action: WizardAction) => void;
  removeLine: (id: string) => void;
  removeSection: (id: string) => void;
  readOnly: boolean;
  currency: string;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

export function useWizardContext(): WizardContextValue {
  const value = use(WizardContext);
  if (!value) throw new Error('useWizardContext outside the quote wizard');
  return value;
}
