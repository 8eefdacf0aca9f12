import type { SaveQuoteDraftInput } from '@scopewright/domain';
import { createScopeState, type ScopeAction, type ScopeState, toContent } from '@/components/scope-editor';

export interface WizardHeader {
  title: string;
  clientId: string | null;
  contactId: string | null;
  validUntil: string | null;
  currency: string;
}

/** The quote's document: the scope editor's state with the quote's header beside the content. */
export type WizardState = ScopeState<WizardHeader>;
export type WizardAction = ScopeAction<WizardHeader>;

export const createWizardState: (
  header: WizardHeader,
  content?: Parameters<typeof createScopeState>[1],
) => WizardState = createScopeState;

export function toDraftInput(state: WizardState, lockVersion: number): SaveQuoteDraftInput {
  const { header } = state;
  return {
    lockVersion,
    title: header.title,
    clientId: header.clientId ?? '',
    contactId: header.contactId,
    validUntil: header.validUntil,
    currency: header.currency,
    content: toContent(state),
  };
}
