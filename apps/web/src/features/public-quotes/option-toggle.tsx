import { PUBLIC_QUOTE_PAGE_COPY as COPY } from '@scopewright/domain';
import type { DocumentOptionTarget } from '@/components/quote-document/document-option';

/** The checkbox the client ticks to include an optional line or section. */
export function OptionToggle({
  target,
  checked,
  onChange,
}: {
  target: DocumentOptionTarget;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={COPY.optionalToggle(target.name)}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      className="size-5 shrink-0 cursor-pointer accent-(--doc-primary) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    />
  );
}
