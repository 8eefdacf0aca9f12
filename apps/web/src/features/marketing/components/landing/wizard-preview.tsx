import { Check, Sparkles } from 'lucide-react';
import { cn } from '@/lib/utils';
import { formatUsd } from '../../pricing/pricing-plans';
import { lineAmount, PREVIEW_CLIENT, PREVIEW_LINES, PREVIEW_PROMPT, previewTotals } from './preview-data';

const STEPS = ['Client', 'Scope', 'Pricing', 'Review'] as const;
const ACTIVE_STEP = 1;
const totals = previewTotals();

/** A live-rendered preview of the quote wizard's scope step (our own components, not a picture). */
export function WizardPreview({ className }: { className?: string }) {
  return (
    <figure className={cn('relative', className)}>
      <div
        aria-hidden
        className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-glow/25 via-primary/10 to-transparent blur-2xl"
      />
      <div className="overflow-hidden rounded-xl border bg-card text-left shadow-2xl shadow-primary/10">
        <div className="flex items-center gap-1.5 border-b bg-muted/60 px-4 py-2.5">
          <span aria-hidden className="size-2.5 rounded-full bg-border" />
          <span aria-hidden className="size-2.5 rounded-full bg-border" />
          <span aria-hidden className="size-2.5 rounded-full bg-border" />
          <span className="ml-3 truncate text-xs text-muted-foreground">Quote Wizard · Q-1042 · {PREVIEW_CLIENT}</span>
        </div>
        <ol aria-label="Wizard steps" className="flex gap-1 border-b px-4 py-2.5 text-[11px] font-medium sm:gap-3">
          {STEPS.map((step, i) => (
            <li
              key={step}
              aria-current={i === ACTIVE_STEP ? 'step' : undefined}
              className={cn(
                'flex items-center gap-1.5 rounded-full px-2 py-1',
                i === ACTIVE_STEP ? 'bg-brand-soft text-brand-ink' : 'text-muted-foreground',
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'flex size-4 items-center justify-center rounded-full border text-[10px]',
                  i < ACTIVE_STEP && 'border-transparent bg-primary text-primary-foreground',
                  i === ACTIVE_STEP && 'border-brand-ink',
                )}
              >
                {i < ACTIVE_STEP ? <Check className="size-2.5" /> : i + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
        <div className="border-b p-4">
          <p className="text-xs font-medium text-muted-foreground">Describe the project</p>
          <p className="mt-1.5 rounded-md border bg-background px-3 py-2 text-[13px] leading-5">{PREVIEW_PROMPT}</p>
          <p className="mt-2 flex items-center gap-1.5 text-xs font-medium text-brand-ink">
            <Sparkles className="size-3.5" aria-hidden /> Scope drafted in 8 seconds · review every line
          </p>
        </div>
        <table className="w-full text-left text-[13px]">
          <caption className="sr-only">Scope generated from the description</caption>
          <thead className="text-xs text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="px-4 py-2 font-medium">
                Task
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                Hours
              </th>
              <th scope="col" className="px-4 py-2 text-right font-medium">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            {PREVIEW_LINES.map((line, i) => (
              <tr
                key={line.task}
                className="animate-[page-in_450ms_ease-out_both] border-b last:border-0"
                style={{ animationDelay: `${250 + i * 140}ms` }}
              >
                <td className="px-4 py-2">
                  <span className="block text-[11px] text-muted-foreground">
                    {line.phase} · {line.role.name}
                  </span>
                  {line.task}
                </td>
                <td className="px-2 py-2 text-right tabular">{line.hours}</td>
                <td className="px-4 py-2 text-right tabular">{formatUsd(lineAmount(line))}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t bg-muted/40 font-medium">
              <th scope="row" className="px-4 py-2.5 font-medium">
                One-time total
              </th>
              <td className="px-2 py-2.5 text-right tabular">{totals.hours}</td>
              <td className="px-4 py-2.5 text-right tabular">{formatUsd(totals.oneTime)}</td>
            </tr>
          </tfoot>
        </table>
        <dl className="grid grid-cols-2 gap-px border-t bg-border text-xs">
          <div className="bg-card px-4 py-2.5">
            <dt className="text-muted-foreground">Monthly recurring</dt>
            <dd className="mt-0.5 text-sm font-semibold tabular">{formatUsd(totals.monthly)}/mo</dd>
          </div>
          <div className="bg-card px-4 py-2.5">
            <dt className="text-muted-foreground">Project margin (target 35%)</dt>
            <dd className="mt-0.5 text-sm font-semibold tabular">{totals.marginPercent.toFixed(1)}%</dd>
          </div>
        </dl>
      </div>
      <figcaption className="sr-only">
        Example: the quote wizard turns a one-sentence description into a priced scope.
      </figcaption>
    </figure>
  );
}
