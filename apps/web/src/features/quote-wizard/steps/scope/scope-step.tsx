import { ScopeEditor, type ScopeSectionState } from '@/components/scope-editor';
import { useCallback } from 'react';
import { useRoleOptions } from '@/data/labor-roles';
import { AddServiceFromUrl } from './add-service-from-url';
import { AiAssistantSlot } from './ai-assistant-slot';
import { LibraryAddButton } from './library-service-picker';
import type { WizardDocument } from '../../document/use-wizard-document';
import { useWizardContext } from '../../document/wizard-context';
import { InsertTemplateButton } from '../../templates/insert-template-button';
import { SaveSectionMenuItem } from '../../templates/quote-actions-menu';

const NO_ROLES: never[] = [];
const libraryButton = (_section: unknown, disabled: boolean) => <LibraryAddButton disabled={disabled} />;

/**
 * Step 2: the shared scope editor over the quote's document, with the AI assistant, the service library,
 * "Insert template" and, per section, "Save section as template".
 */
export function ScopeStep({
  doc,
  quoteId,
  focusLineId,
  canInsertTemplate = false,
  onSaveSectionAsTemplate,
}: {
  doc: WizardDocument;
  quoteId: string;
  focusLineId: string | null;
  canInsertTemplate?: boolean;
  /** Offered in each section's menu when the user may create templates. */
  onSaveSectionAsTemplate?: (sectionId: string) => void;
}) {
  const { readOnly, currency } = useWizardContext();
  const roles = useRoleOptions().data ?? NO_ROLES;
  const sectionMenuItems = useCallback(
    (section: ScopeSectionState) =>
      onSaveSectionAsTemplate && section.lineIds.length > 0 ? (
        <SaveSectionMenuItem onSelect={() => onSaveSectionAsTemplate(section.id)} />
      ) : null,
    [onSaveSectionAsTemplate],
  );
  const insert = canInsertTemplate && !readOnly ? <InsertTemplateButton doc={doc} quoteId={quoteId} /> : null;
  return (
    <>
      <ScopeEditor
        doc={doc}
        currency={currency}
        roles={roles}
        readOnly={readOnly}
        focusLineId={focusLineId}
        slots={{
          aboveBoard: <AiAssistantSlot doc={doc} quoteId={quoteId} />,
          footerActions: insert,
          // Stable, so the rows keep their memo.
          sectionAddActions: libraryButton,
          sectionMenuItems,
        }}
      />
      <AddServiceFromUrl state={doc.state} />
    </>
  );
}
