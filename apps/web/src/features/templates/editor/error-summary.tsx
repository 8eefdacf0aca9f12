import { type QuoteContent, TEMPLATE_SCREEN_COPY as COPY } from '@scopewright/domain';
import { AlertCircle } from 'lucide-react';
import type { Ref } from 'react';
import { fieldId } from './details-card';
import type { FieldErrors } from './editor-model';

const DETAIL_LABELS: Record<string, string> = {
  name: COPY.nameLabel,
  description: COPY.descriptionLabel,
  category: COPY.categoryInputLabel,
  tags: COPY.tagsLabel,
};

interface Entry {
  key: string;
  label: string;
  message: string;
  href: string;
}

/** Where a field's message points: its label and the element to move to. */
function entryFor(path: string, message: string, ruleLines: readonly string[], content: QuoteContent): Entry {
  const root = path.split('.')[0];
  if (root && DETAIL_LABELS[root]) return { key: path, label: DETAIL_LABELS[root], message, href: `#${fieldId(root)}` };
  const variable = /^document\.variables\.(\d+)(?:\.(\w+))?/.exec(path);
  if (variable)
    return {
      key: path,
      label: COPY.variableNumber(Number(variable[1]) + 1),
      message,
      href: `#${fieldId(`document.variables.${variable[1]!}.${variable[2] ?? 'unit'}`)}`,
    };
  const rule = /^document\.rules\.(\d+)/.exec(path);
  if (rule) {
    const lineId = ruleLines[Number(rule[1])];
    const line = content.sections.flatMap((section) => section.lines).find((candidate) => candidate.id === lineId);
    return { key: path, label: line?.name || COPY.scalingHeading, message, href: `#template-field-document-content` };
  }
  const line = /^document\.content\.sections\.(\d+)(?:\.lines\.(\d+))?/.exec(path);
  if (line) {
    const section = content.sections[Number(line[1])];
    const name = line[2] !== undefined ? section?.lines[Number(line[2])]?.name : section?.name;
    return { key: path, label: name || COPY.scopeHeading, message, href: '#template-field-document-content' };
  }
  return { key: path, label: COPY.scopeHeading, message, href: '#template-field-document-content' };
}

/** After a refused save: how many fields need attention, each message linking to its field. */
export function ErrorSummary({
  errors,
  ruleLines,
  content,
  ref,
}: {
  errors: FieldErrors;
  ruleLines: readonly string[];
  content: QuoteContent;
  ref: Ref<HTMLDivElement>;
}) {
  const entries = Object.entries(errors).map(([path, message]) => entryFor(path, message, ruleLines, content));
  if (entries.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="template-error-summary"
      data-testid="template-error-summary"
      className="flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-3.5 py-3 text-sm text-destructive outline-none focus-visible:outline-2 focus-visible:outline-ring"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p id="template-error-summary" className="font-medium">
          {COPY.errorSummary(entries.length)}
        </p>
        <ul className="mt-1 space-y-0.5 text-[13px]">
          {entries.map((entry) => (
            <li key={entry.key}>
              <a href={entry.href} className="underline underline-offset-2">
                {entry.label}
              </a>
              : {entry.message}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
