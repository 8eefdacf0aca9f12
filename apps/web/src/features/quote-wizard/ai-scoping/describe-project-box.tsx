import { AI_SCOPING_COPY as COPY, type AiUsage, SCOPE_COPY, SCOPE_DESCRIPTION_LIMITS } from '@scopewright/domain';
import { Sparkles } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Kbd } from '@/components/ui/kbd';
import { cn } from '@/lib/utils';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export interface DescribeProjectBoxProps {
  mode: 'describe' | 'refine';
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  pending: boolean;
  disabled: boolean;
  fieldError: string | null;
  usage: AiUsage | undefined;
  /** Bigger on an empty scope, where it is the way to start. */
  prominent: boolean;
  onStartOver: (() => void) | null;
  children?: ReactNode;
}

/** The assistant's input: a labelled description with its count, Ctrl/Cmd+Enter and the monthly usage. */
export function DescribeProjectBox(props: DescribeProjectBoxProps) {
  const { mode, value, onChange, onSubmit, pending, disabled, fieldError, usage, prominent, onStartOver } = props;
  const id = useId();
  const length = value.trim().length;
  const tooLong = length > SCOPE_DESCRIPTION_LIMITS.max;
  const refine = mode === 'refine';

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    if (!pending && !disabled) onSubmit();
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={pending}
      data-testid="ai-scoping"
      className="rounded-xl border border-primary/30 bg-card shadow-xs"
    >
      <div className="flex flex-col gap-3 px-4 py-4 sm:px-5">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="flex min-w-0 gap-2.5">
            <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <div className="min-w-0">
              <h2 id={`${id}-title`} className="text-sm font-semibold">
                {refine ? COPY.refineTitle : COPY.title}
              </h2>
              <p className="mt-0.5 text-[13px] leading-5 text-muted-foreground">
                {refine ? COPY.refineIntro : COPY.intro}
              </p>
            </div>
          </div>
          {usage && (
            <p data-testid="ai-usage" className="pl-6.5 text-xs text-muted-foreground tabular-nums sm:pl-0">
              {SCOPE_COPY.usage(usage.used, usage.limit)}
            </p>
          )}
        </div>
        <label htmlFor={`${id}-text`} className="sr-only">
          {refine ? COPY.refineLabel : COPY.label}
        </label>
        <textarea
          id={`${id}-text`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          rows={refine ? 2 : prominent ? 4 : 3}
          placeholder={refine ? COPY.refinePlaceholder : COPY.placeholder}
          disabled={disabled}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-count${fieldError ? ` ${id}-error` : ''}`}
          className="w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-sm leading-6 shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 disabled:opacity-60 aria-[invalid=true]:border-destructive"
        />
        {fieldError && (
          <p id={`${id}-error`} role="alert" className="-mt-1 text-[13px] text-destructive">
            {fieldError}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p
            id={`${id}-count`}
            className={cn('text-xs text-muted-foreground tabular-nums', tooLong && 'text-destructive')}
          >
            {COPY.characters(length)}
            <span className="ml-3 hidden sm:inline">
              <Kbd>{isMac ? '⌘' : 'Ctrl'}</Kbd> <Kbd>Enter</Kbd> {COPY.shortcut}
            </span>
          </p>
          <div className="flex items-center gap-2">
            {onStartOver && (
              <Button variant="ghost" size="sm" onClick={onStartOver} disabled={pending}>
                {COPY.startOver}
              </Button>
            )}
            <Button onClick={onSubmit} disabled={pending || disabled} aria-keyshortcuts="Control+Enter Meta+Enter">
              <Sparkles aria-hidden /> {pending ? COPY.generating : refine ? COPY.refine : COPY.generate}
            </Button>
          </div>
        </div>
      </div>
      {props.children}
    </section>
  );
}
