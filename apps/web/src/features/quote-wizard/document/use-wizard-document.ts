import type { QuoteContent } from '@scopewright/domain';
import { type ScopeDocument, useScopeDocument } from '@/components/scope-editor';
import type { WizardHeader } from './wizard-state';

/** The wizard's document: the scope editor's document with the quote's header (title, client, currency). */
export function useWizardDocument(header: WizardHeader, content: QuoteContent): WizardDocument {
  return useScopeDocument(content, header);
}

export type WizardDocument = ScopeDocument<WizardHeader>;
