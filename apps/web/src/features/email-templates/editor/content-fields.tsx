import {
  EMAIL_TEMPLATE_FIELDS,
  EMAIL_TEMPLATES_SCREEN_COPY as COPY,
  type EmailTemplateField,
} from '@scopewright/domain';
import { useId, useRef, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import type { EmailTemplateDraft, EmailTemplateIssue } from '@/data/email-templates';
import { cn } from '@/lib/utils';
import { IssueList } from './issue-list';

const LABELS: Record<EmailTemplateField, string> = {
  subject: COPY.subjectLabel,
  htmlBody: COPY.htmlLabel,
  textBody: COPY.textLabel,
};
const CONTROL =
  'w-full rounded-md border border-input bg-card px-3 font-mono text-[13px] shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-[invalid=true]:border-destructive';

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * Subject, HTML and text, each with its own errors under it, and the declared variables above them: a click
 * inserts `{{name}}` at the caret of the field edited last (the HTML body before any).
 */
export function ContentFields({
  draft,
  onChange,
  variables,
  errors,
}: {
  draft: EmailTemplateDraft;
  onChange: (draft: EmailTemplateDraft) => void;
  variables: readonly string[];
  errors: readonly EmailTemplateIssue[];
}) {
  const controls = useRef<Partial<Record<EmailTemplateField, Control | null>>>({});
  const lastField = useRef<EmailTemplateField>('htmlBody');

  const insert = (name: string) => {
    const field = lastField.current;
    const control = controls.current[field];
    const value = draft[field];
    const token = `{{${name}}}`;
    const start = control?.selectionStart ?? value.length;
    const end = control?.selectionEnd ?? start;
    onChange({ ...draft, [field]: `${value.slice(0, start)}${token}${value.slice(end)}` });
    requestAnimationFrame(() => {
      control?.focus();
      control?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <div className="grid gap-4">
      <VariablesRow variables={variables} onInsert={insert} />
      {EMAIL_TEMPLATE_FIELDS.map((field) => (
        <ContentField
          key={field}
          field={field}
          value={draft[field]}
          errors={errors.filter((issue) => issue.path === field)}
          controlRef={controls}
          onFocus={() => (lastField.current = field)}
          onChange={(value) => onChange({ ...draft, [field]: value })}
        />
      ))}
    </div>
  );
}

function VariablesRow({ variables, onInsert }: { variables: readonly string[]; onInsert: (name: string) => void }) {
  const hintId = useId();
  return (
    <section aria-labelledby={`${hintId}-title`} className="grid gap-2">
      <div>
        <h2 id={`${hintId}-title`} className="text-sm font-medium">
          {COPY.variablesTitle}
        </h2>
        <p id={hintId} className="text-xs text-muted-foreground">
          {variables.length > 0 ? COPY.variablesHint : COPY.noVariables}
        </p>
      </div>
      {variables.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {variables.map((name) => (
            <li key={name}>
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="h-7 px-2 font-mono text-xs"
                aria-label={COPY.insertVariable(name)}
                aria-describedby={hintId}
                // Keep the caret where it is in the field being edited.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onInsert(name)}
              >
                {`{{${name}}}`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ContentField({
  field,
  value,
  errors,
  controlRef,
  onFocus,
  onChange,
}: {
  field: EmailTemplateField;
  value: string;
  errors: readonly EmailTemplateIssue[];
  controlRef: RefObject<Partial<Record<EmailTemplateField, Control | null>>>;
  onFocus: () => void;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const props = {
    id,
    value,
    spellCheck: false,
    'aria-invalid': errors.length > 0 ? true : undefined,
    'aria-describedby': errors.length > 0 ? `${id}-errors` : undefined,
    onFocus,
    ref: (element: Control | null) => {
      controlRef.current[field] = element;
    },
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {LABELS[field]}
      </label>
      {field === 'subject' ? (
        <input {...props} type="text" className={cn(CONTROL, 'h-9')} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <textarea
          {...props}
          rows={field === 'htmlBody' ? 18 : 10}
          className={cn(CONTROL, 'min-h-32 resize-y py-2 leading-5')}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <IssueList id={`${id}-errors`} errors={errors} />
    </div>
  );
}
