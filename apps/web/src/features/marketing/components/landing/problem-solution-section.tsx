import { MARKETING_COPY } from '@scopewright/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { AssistantPreview } from './assistant-preview';

const PROBLEMS = [
  `${MARKETING_COPY.manualScopingHours} of manual scoping per project, usually after hours`,
  'Labour forgotten in the spreadsheet, found again on the invoice',
  'Price books and rates that drift from what delivery really costs',
  'Every engineer scopes the same migration differently',
];

const SOLUTIONS = [
  'A first draft of the scope in under a minute, from one sentence',
  'Every task carries hours, role, cost and client-facing scope language',
  'Your rate card and margin target applied to every line, before the client sees it',
  'Winning scopes become templates the whole team reuses',
];

function List({ items, tone }: { items: readonly string[]; tone: 'problem' | 'solution' }) {
  const Icon = tone === 'problem' ? CircleAlert : CircleCheck;
  return (
    <ul className="mt-5 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-[15px] leading-6">
          <Icon
            className={
              tone === 'problem' ? 'mt-0.5 size-5 shrink-0 text-destructive' : 'mt-0.5 size-5 shrink-0 text-success'
            }
            aria-hidden
          />
          {item}
        </li>
      ))}
    </ul>
  );
}

export function ProblemSolutionSection() {
  return (
    <section aria-labelledby="problem-heading" className="border-y bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-20 sm:px-6 sm:py-24 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-[13px] font-semibold tracking-wide text-brand-ink uppercase">The problem</p>
          <h2 id="problem-heading" className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Scoping eats the hours you should be billing
          </h2>
          <List items={PROBLEMS} tone="problem" />
          <h3 className="mt-10 text-[13px] font-semibold tracking-wide text-brand-ink uppercase">The solution</h3>
          <List items={SOLUTIONS} tone="solution" />
        </div>
        <AssistantPreview className="lg:ml-6" />
      </div>
    </section>
  );
}
