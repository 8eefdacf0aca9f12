import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AiScopingAssistant } from '../../ai-scoping/ai-scoping-assistant';
import { readDescribedProject } from '../../shell/described-project';
import type { WizardDocument } from '../../document/use-wizard-document';
import { useWizardContext } from '../../document/wizard-context';

/**
 * The AI scoping assistant on this quote's document: it appends accepted lines, the autosave saves them. A
 * description carried from the dashboard fills its box and generates once; the history entry then forgets the
 * "generate" flag, so a reload or Back does not run it again.
 */
export function AiAssistantSlot({ doc, quoteId }: { doc: WizardDocument; quoteId: string }) {
  const { readOnly, currency } = useWizardContext();
  const location = useLocation();
  const navigate = useNavigate();
  const [described] = useState(() => readDescribedProject(location));
  const generate = Boolean(described?.generate) && !readOnly;

  useEffect(() => {
    if (!described?.generate) return;
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, state: { describe: described.describe } },
    );
  }, [described, location.pathname, location.search, navigate]);

  if (readOnly && doc.state.sectionOrder.length > 0) return null;
  return (
    <AiScopingAssistant
      quoteId={quoteId}
      state={doc.state}
      dispatch={doc.dispatch}
      currency={currency}
      readOnly={readOnly}
      initialDescription={described?.describe}
      generateOnMount={generate}
    />
  );
}
