import { QUOTE_COPY, QUOTE_LIMITS, type QuoteSection, TEMPLATE_WIZARD_COPY as COPY } from '@scopewright/domain';
import { LayoutTemplate } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { canAddSections, lineCount } from '@/components/scope-editor';
import { TemplatePickerDialog, type TemplatePickerResult } from '@/components/template-picker';
import { Button } from '@/components/ui/button';
import { useCachedTemplate } from '@/data/template-quotes';
import { useApplyTemplate } from '@/data/templates';
import type { WizardDocument } from '../document/use-wizard-document';

/** The quote's limits for whole sections about to be added: the domain's message, or null when they fit. */
export function sectionsLimitMessage(
  state: WizardDocument['state'],
  sections: readonly { lines: readonly unknown[] }[],
): string | null {
  if (state.sectionOrder.length + sections.length > QUOTE_LIMITS.maxSections) return QUOTE_COPY.tooManySections;
  const lines = sections.reduce((n, section) => n + section.lines.length, 0);
  if (lineCount(state) + lines > QUOTE_LIMITS.maxLines) return QUOTE_COPY.tooManyLines;
  return null;
}

/**
 * "Insert template" on the Scope step: pick a template (and some of its sections), answer its questions, and
 * its sections — sized by the answers, labour at the workspace's rates, fresh ids — join the end of the draft
 * through the editor's reducer, so the autosave saves them. Counts as a use of the template.
 */
export function InsertTemplateButton({ doc, quoteId }: { doc: WizardDocument; quoteId: string }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const apply = useApplyTemplate({ errorToast: false });
  const cachedTemplate = useCachedTemplate();
  const focusTarget = useRef<string | null>(null);
  // The answer arrives after an await: read the document as it is then, not as it was when the dialog opened.
  const stateRef = useRef(doc.state);
  useLayoutEffect(() => {
    stateRef.current = doc.state;
  }, [doc.state]);
  const { dispatch } = doc;

  const atSectionLimit = doc.state.sectionOrder.length >= QUOTE_LIMITS.maxSections;
  const atLineLimit = lineCount(doc.state) >= QUOTE_LIMITS.maxLines;

  const confirm = async ({ templateId, templateName, values, sectionIds }: TemplatePickerResult) => {
    setError(null);
    // The picker has loaded the template: refuse what cannot fit before applying it (which counts a use).
    const template = cachedTemplate(templateId);
    if (template) {
      const chosen = template.document.content.sections.filter((s) => !sectionIds || sectionIds.includes(s.id));
      const refusal = sectionsLimitMessage(stateRef.current, chosen);
      if (refusal) return setError(new Error(refusal));
    }
    let sections: QuoteSection[];
    try {
      sections = (await apply.mutateAsync({ id: templateId, body: { values, sectionIds, quoteId } })).sections;
    } catch (failure) {
      return setError(failure);
    }
    const refusal = sectionsLimitMessage(stateRef.current, sections);
    if (refusal || !canAddSections(stateRef.current, sections)) {
      return setError(new Error(refusal ?? QUOTE_COPY.tooManySections));
    }
    dispatch({ type: 'addSections', sections });
    const lines = sections.reduce((n, section) => n + section.lines.length, 0);
    focusTarget.current = sections.find((s) => s.lines.length > 0)?.lines[0]?.id ?? null;
    toast.success(COPY.inserted(sections.length, lines, templateName));
    setOpen(false);
  };

  return (
    <>
      <Button
        variant="outline"
        disabled={atSectionLimit || atLineLimit}
        title={atSectionLimit ? QUOTE_COPY.tooManySections : atLineLimit ? QUOTE_COPY.tooManyLines : undefined}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        <LayoutTemplate aria-hidden /> {COPY.insertTemplate}
      </Button>
      <TemplatePickerDialog
        open={open}
        onOpenChange={setOpen}
        title={COPY.insertTitle}
        description={COPY.insertDescription}
        confirmLabel={COPY.insertConfirm}
        chooseSections
        pending={apply.isPending}
        error={error}
        onConfirm={confirm}
        onCloseAutoFocus={(event) => {
          const lineId = focusTarget.current;
          focusTarget.current = null;
          if (!lineId) return;
          event.preventDefault();
          requestAnimationFrame(() => {
            const cell = document.querySelector<HTMLElement>(`[data-grid-row="${lineId}"] [data-col="name"]`);
            cell?.scrollIntoView({ block: 'center' });
            cell?.focus();
          });
        }}
      />
    </>
  );
}
