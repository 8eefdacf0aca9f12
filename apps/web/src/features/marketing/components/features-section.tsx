import { FileCheck, MessageSquare, Receipt, WandSparkles } from 'lucide-react';
import { SectionHeading } from './section-heading';

const STEPS = [
  {
    icon: MessageSquare,
    title: 'Understand the client',
    text: 'Capture the request in plain English, with the client, sites and users it touches.',
  },
  {
    icon: WandSparkles,
    title: 'Scope',
    text: 'The assistant proposes phases, tasks and hours from a curated MSP service library. You review every line.',
  },
  {
    icon: Receipt,
    title: 'Price',
    text: 'Your rates, costs and recurring services apply automatically, with one-time and monthly totals kept apart.',
  },
  { icon: FileCheck, title: 'Deliver', text: 'Send a branded quote the client can read on a phone and accept online.' },
] as const;

export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-heading"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-20 sm:px-6 sm:py-24"
    >
      <SectionHeading
        id="features-heading"
        eyebrow="How it works"
        title="Four steps from request to signed quote"
        lead="The same process your best sales engineer follows, without the spreadsheet."
      />
      <ol className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, i) => (
          <li key={step.title} className="relative rounded-xl border bg-card p-6">
            <span className="text-xs font-semibold text-muted-foreground tabular">0{i + 1}</span>
            <step.icon className="mt-4 size-5 text-brand-ink" aria-hidden />
            <h3 className="mt-3 text-[15px] font-semibold">{step.title}</h3>
            <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-16 grid gap-4 rounded-2xl border bg-muted/40 p-6 sm:p-10 md:grid-cols-2">
        <div>
          <h3 className="text-lg font-semibold">The problem</h3>
          <p className="mt-2 text-sm leading-6 text-muted-foreground">
            Scoping takes 3–8 hours per project. Price books go stale, labour gets forgotten and margins leak between
            the quote and the invoice.
          </p>
        </div>
        <div>
          <h3 className="text-lg font-semibold">The fix</h3>
          <p className="mt-2 text-sm leading-6 text-muted-foreground">
            Start from a description or a template, let the assistant draft the scope, and send a quote whose margin you
            checked before the client saw it.
          </p>
        </div>
      </div>
    </section>
  );
}
