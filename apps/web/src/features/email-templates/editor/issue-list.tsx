import { AlertCircle, AlertTriangle } from 'lucide-react';
import type { EmailTemplateIssue } from '@/data/email-templates';
import { cn } from '@/lib/utils';

/** A field's (or the template's) errors in red and warnings in amber, each saying where. */
export function IssueList({
  errors,
  warnings = [],
  id,
  className,
}: {
  errors: readonly EmailTemplateIssue[];
  warnings?: readonly EmailTemplateIssue[];
  id?: string;
  className?: string;
}) {
  if (errors.length === 0 && warnings.length === 0) return null;
  return (
    <ul id={id} className={cn('grid gap-1 text-[13px] leading-5', className)}>
      {errors.map((issue, i) => (
        <li key={`e${i}`} className="flex gap-1.5 text-destructive" data-testid="template-error">
          <AlertCircle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span>{issue.message}</span>
        </li>
      ))}
      {warnings.map((issue, i) => (
        <li key={`w${i}`} className="flex gap-1.5 text-amber-700 dark:text-amber-300" data-testid="template-warning">
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span>{issue.message}</span>
        </li>
      ))}
    </ul>
  );
}
