import { QUOTE_LIMITS, WIZARD_COPY as COPY } from '@scopewright/domain';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** An editable list of short statements (deliverables, assumptions …): Enter adds the next one. */
export function ScopeListEditor({
  label,
  items,
  onChange,
  readOnly,
}: {
  label: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
  readOnly: boolean;
}) {
  const headingId = useId();
  const set = (index: number, value: string) => onChange(items.map((item, i) => (i === index ? value : item)));
  const add = () => {
    onChange([...items, '']);
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>(`[aria-labelledby="${headingId}"] input:last-of-type`)?.focus(),
    );
  };
  return (
    <fieldset aria-labelledby={headingId} className="grid gap-1.5">
      <legend id={headingId} className="text-sm font-medium">
        {label}
      </legend>
      {items.map((item, index) => (
        <div key={index} className="flex items-center gap-1">
          <Input
            aria-label={`${label} ${index + 1}`}
            value={item}
            readOnly={readOnly}
            maxLength={1000}
            onChange={(event) => set(index, event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !readOnly) {
                event.preventDefault();
                if (items.length < QUOTE_LIMITS.maxScopeItems) add();
              }
            }}
          />
          {!readOnly && (
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              <X aria-hidden />
            </Button>
          )}
        </div>
      ))}
      {!readOnly && items.length < QUOTE_LIMITS.maxScopeItems && (
        <Button
          variant="ghost"
          size="sm"
          className="w-fit text-muted-foreground"
          onClick={add}
          aria-label={`${COPY.addItem} to ${label.toLowerCase()}`}
        >
          <Plus aria-hidden /> {COPY.addItem}
        </Button>
      )}
    </fieldset>
  );
}
