import { AiScopingAssistant } from './ai-scoping/ai-scoping-assistant';
import type { WizardDocument } from './use-wizard-document';
import { useWizardContext } from './wizard-context';

/** The AI scoping assistant on this quote's document: it appends accepted lines, the autosave saves them. */
export function AiAssistantSlot({ doc, quoteId }: { doc: WizardDocument; quoteId: string }) {
  const { readOnly, currency } = useWizardContext();
  return (
    <AiScopingAssistant
      quoteId={quoteId}
      state={doc.state}
      dispatch={doc.dispatch}
      currency={currency}
      readOnly={readOnly}
    />
  );
}
