import { Bot, CheckSquare, Plus } from 'lucide-react';
import { cn } from '@/lib/utils';
import { ASSISTANT_REQUEST, ASSISTANT_SUGGESTIONS } from './preview-data';

const totalHours = ASSISTANT_SUGGESTIONS.reduce((sum, s) => sum + s.hours, 0);

/** A live-rendered preview of the AI assistant panel: suggestions wait for review before they reach the quote. */
export function AssistantPreview({ className }: { className?: string }) {
  return (
    <figure className={cn('overflow-hidden rounded-xl border bg-card text-left shadow-xl shadow-primary/5', className)}>
      <div className="flex items-center gap-2 border-b px-4 py-3">
        <span className="flex size-7 items-center justify-center rounded-lg bg-brand-soft text-brand-ink">
          <Bot className="size-4" aria-hidden />
        </span>
        <span className="text-sm font-semibold">Scope assistant</span>
        <span className="ml-auto rounded-full bg-muted px-2 py-0.5 text-[11px] text-muted-foreground">
          Built-in engine
        </span>
      </div>
      <div className="space-y-3 p-4 text-[13px] leading-5">
        <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3.5 py-2 text-primary-foreground">
          {ASSISTANT_REQUEST}
        </p>
        <div className="max-w-[95%] rounded-2xl rounded-bl-sm bg-muted px-3.5 py-2.5">
          <p>
            Four tasks for three sites, {totalHours} hours in total. Untick anything you do not want, then add them to
            the Implementation phase.
          </p>
          <ul className="mt-3 space-y-1.5">
            {ASSISTANT_SUGGESTIONS.map((s, i) => (
              <li
                key={s.task}
                className="flex animate-[page-in_400ms_ease-out_both] items-start gap-2 rounded-lg border bg-card px-2.5 py-2"
                style={{ animationDelay: `${300 + i * 160}ms` }}
              >
                <CheckSquare className="mt-0.5 size-4 shrink-0 text-brand-ink" aria-hidden />
                <span className="min-w-0 flex-1">
                  {s.task}
                  <span className="block text-[11px] text-muted-foreground">{s.role}</span>
                </span>
                <span className="shrink-0 tabular text-muted-foreground">{s.hours} h</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 inline-flex items-center gap-1.5 rounded-md bg-primary px-3 py-1.5 text-xs font-medium text-primary-foreground">
            <Plus className="size-3.5" aria-hidden /> Add 4 tasks to the scope
          </p>
        </div>
      </div>
      <figcaption className="border-t bg-muted/40 px-4 py-2.5 text-xs text-muted-foreground">
        Nothing reaches the quote until you review it.
      </figcaption>
    </figure>
  );
}
