import { SERVICE_LIBRARY_COPY as COPY, type SuggestedSection } from '@scopewright/domain';
import { Library } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { type ScopeState, useScopeData } from '@/components/scope-editor';
import { ServicePickerDialog } from '@/components/service-library/service-picker-dialog';
import { Button } from '@/components/ui/button';
import { appendToWizard, suggestedSectionsToWizard } from '../../ai-scoping/suggested-sections-to-wizard';
import { useWizardContext } from '../../document/wizard-context';

/** A section's "Add from service library" (the scope editor's add-bar slot): opens the picker. */
export function LibraryAddButton({ disabled }: { disabled: boolean }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="h-7 px-2 text-muted-foreground hover:text-foreground"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <Library aria-hidden /> {COPY.addFromLibrary}
      </Button>
      {isOpen && <LibraryServicePicker onClose={() => setOpen(false)} />}
    </>
  );
}

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
  state?: ScopeState<unknown>;
  initialServiceIds?: readonly string[];
  onClose: () => void;
}) {
  const scope = useScopeData();
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
