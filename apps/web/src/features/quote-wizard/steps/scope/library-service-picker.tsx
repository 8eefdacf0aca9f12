import { SERVICE_LIBRARY_COPY as COPY, type SuggestedSection } from '@scopewright/domain';
import { use, useRef } from 'react';
import { toast } from 'sonner';
import { ServicePickerDialog } from '@/components/service-library/service-picker-dialog';
import { appendToWizard, suggestedSectionsToWizard } from '../../ai-scoping/suggested-sections-to-wizard';
import { ScopeDataContext } from './scope-data-context';
import { useWizardContext } from '../../document/wizard-context';
import type { WizardState } from '../../document/wizard-state';

/**
 * The service picker inside the wizard: mounted only while open, so reading the document from context does not
 * re-render the add-line bars on every keystroke. Adds the estimate's sections as library lines (sourceRef =
 * serviceId), then focuses the first new line.
 */
export function LibraryServicePicker({
  state: given,
  initialServiceIds,
  onClose,
}: {
  state?: WizardState;
  initialServiceIds?: readonly string[];
  onClose: () => void;
}) {
  const scope = use(ScopeDataContext);
  const state = given ?? scope?.state;
  const { dispatch, currency } = useWizardContext();
  const focusTarget = useRef<string | null>(null);

  const add = (sections: SuggestedSection[]) => {
    const existing = (state?.sectionOrder ?? []).map((id) => ({ id, name: state!.sections[id]!.name }));
    const groups = suggestedSectionsToWizard(sections, { source: 'library', runId: null, existing });
    const lines = appendToWizard(dispatch, groups);
    focusTarget.current = groups[0]?.lines[0]?.id ?? null;
    toast.success(COPY.added(lines, groups.length));
    onClose();
  };

  return (
    <ServicePickerDialog
      open
      onOpenChange={(open) => !open && onClose()}
      initialServiceIds={initialServiceIds}
      currency={currency}
      onAdd={add}
      onCloseAutoFocus={(event) => {
        const lineId = focusTarget.current;
        if (!lineId) return;
        event.preventDefault();
        requestAnimationFrame(() => {
          document.querySelector<HTMLElement>(`[data-grid-row="${lineId}"] [data-col="name"]`)?.focus();
        });
      }}
    />
  );
}
