import { EMAIL_TEMPLATES_SCREEN_COPY as COPY } from '@scopewright/domain';
import { useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { EmailTemplatePreview } from '@/data/email-templates';
import { cn } from '@/lib/utils';

type View = 'html' | 'text';
type Width = 'desktop' | 'phone';

function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-md border bg-muted/40 p-0.5">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-7 rounded px-2.5 text-xs font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
            value === option.value && 'bg-card text-foreground shadow-xs',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/**
 * What the mailer would send for the draft, rendered by the API with sample data: the subject, then the HTML in
 * a sandboxed frame (no scripts, no navigation) at desktop or phone width, or the text part.
 */
export function PreviewPanel({
  preview,
  isChecking,
  isError,
  className,
}: {
  preview: EmailTemplatePreview | undefined;
  isChecking: boolean;
  isError: boolean;
  className?: string;
}) {
  const [view, setView] = useState<View>('html');
  const [width, setWidth] = useState<Width>('desktop');
  const titleId = useId();
  const isRendered = preview !== undefined && preview.html !== null;
  return (
    <Card className={cn('flex min-w-0 flex-col', className)} aria-labelledby={titleId} role="region">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-4 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
            {COPY.previewTitle}
            {isChecking && <Spinner className="size-3.5 text-muted-foreground" />}
          </h2>
          <p className="text-xs text-muted-foreground">{COPY.previewHint}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Segmented
            label={COPY.previewTitle}
            value={view}
            onChange={setView}
            options={[
              { value: 'html', label: COPY.previewHtml },
              { value: 'text', label: COPY.previewText },
            ]}
          />
          {view === 'html' && (
            <Segmented
              label={COPY.previewWidth}
              value={width}
              onChange={setWidth}
              options={[
                { value: 'desktop', label: COPY.previewDesktop },
                { value: 'phone', label: COPY.previewPhone },
              ]}
            />
          )}
        </div>
      </div>
      {isError && !preview ? (
        <p role="alert" className="px-4 py-10 text-center text-sm text-destructive">
          {COPY.previewFailed}
        </p>
      ) : !preview ? (
        <div className="flex justify-center px-4 py-16" aria-busy="true">
          <Spinner className="size-5 text-muted-foreground" />
        </div>
      ) : !isRendered ? (
        <p className="px-4 py-10 text-center text-sm text-muted-foreground" data-testid="preview-unavailable">
          {COPY.previewUnavailable}
        </p>
      ) : (
        <>
          <p className="border-b px-4 py-2 text-sm break-words" data-testid="preview-subject">
            <span className="text-muted-foreground">{COPY.previewSubject}: </span>
            {preview.subject}
          </p>
          {view === 'html' ? (
            <div className="flex justify-center overflow-x-auto bg-muted/40 p-3">
              <iframe
                title={COPY.previewFrameTitle}
                sandbox=""
                srcDoc={preview.html ?? ''}
                className={cn(
                  'h-[36rem] max-w-full rounded-md border bg-white transition-[width]',
                  width === 'phone' ? 'w-[375px]' : 'w-full',
                )}
              />
            </div>
          ) : (
            <pre
              className="max-h-[36rem] overflow-auto px-4 py-3 font-mono text-[13px] leading-5 whitespace-pre-wrap"
              data-testid="preview-text"
            >
              {preview.text}
            </pre>
          )}
        </>
      )}
    </Card>
  );
}
