import { FileCheck, MessageSquare, Receipt, WandSparkles } from 'lucide-react';
import { SectionHeading } from '../section-heading';

/** The landing page pitches four steps — understand the client, scope, price, deliver (docs/product-rules.md#marketing-copy). */
const STEPS = [
  {
    icon: MessageSquare,
    title: 'Understand the client',
    text: 'Capture the request in plain English with the client, their sites, users and the systems it touches.',
  },
  {
    icon: WandSparkles,
    title: 'Scope',
    text: 'The AI assistant drafts phases, tasks and hours from a curated MSP service library or your templates.',
  },
  {
    icon: Receipt,
    title: 'Price',
    text: 'Your rate card, costs and recurring services apply automatically, with one-time and monthly totals apart.',
  },
  {
    icon: FileCheck,
    title: 'Deliver',
    text: 'Send a branded quote the client reads on any device and accepts online, then hand the scope to delivery.',
  },
] as const;

export function StepsSection() {
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
        lead="The process your best sales engineer already follows, without the spreadsheet."
      />
      <ol className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, i) => (
          <li key={step.title} className="relative rounded-xl border bg-card p-6">
            <span className="text-xs font-semibold text-muted-foreground tabular">Step {i + 1}</span>
            <step.icon className="mt-4 size-5 text-brand-ink" aria-hidden />
            <h3 className="mt-3 text-[15px] font-semibold">{step.title}</h3>
            <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
