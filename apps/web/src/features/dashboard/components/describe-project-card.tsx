import { appLinks, HOME_COPY, SCOPE_DESCRIPTION_LIMITS } from '@scopewright/domain';
import { ArrowRight, WandSparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/**
 * "Describe a project": the text goes to the new quote in the history entry's state (no length limit of a URL,
 * kept on reload); the wizard suggests the title from it and generates the scope once the client is chosen.
 */
export function DescribeProjectCard({ canCreate }: { canCreate: boolean }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const id = useId();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim()) void navigate(appLinks.newQuote(), { state: { describe: text.trim() } });
  };
  return (
    <Card className="relative overflow-hidden p-5 sm:p-6">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-24 size-64 rounded-full bg-brand-glow opacity-40 blur-3xl"
      />
      <form onSubmit={submit} className="relative grid gap-3">
        <div className="flex items-center gap-2.5">
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand-soft text-brand-ink ring-1 ring-primary/15">
            <WandSparkles className="size-4" aria-hidden />
          </span>
          <h2 className="text-base font-semibold tracking-tight">{HOME_COPY.describeHeading}</h2>
        </div>
        <label htmlFor={id} className="sr-only">
          {HOME_COPY.describeLabel}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={SCOPE_DESCRIPTION_LIMITS.max}
          value={text}
          disabled={!canCreate}
          placeholder={HOME_COPY.describePlaceholder}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
          }}
          className="min-h-24 w-full resize-y rounded-md border border-input bg-card px-3 py-2.5 text-sm leading-6 shadow-xs placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-50"
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p id={`${id}-hint`} className="text-[13px] text-muted-foreground">
            {HOME_COPY.describeHint}
          </p>
          <Button type="submit" disabled={!canCreate || !text.trim()} className="self-end sm:self-auto">
            {HOME_COPY.describeSubmit} <ArrowRight aria-hidden />
          </Button>
        </div>
      </form>
    </Card>
  );
}
