import { Gauge, Layers, Plug, ShieldCheck } from 'lucide-react';
import { SectionHeading } from './section-heading';

const REASONS = [
  { icon: Gauge, title: 'Quotes in under 60 seconds', text: 'A complete first draft before the discovery call ends.' },
  {
    icon: ShieldCheck,
    title: 'Margins you can see',
    text: 'Cost, gross profit and margin per line, flagged when below target.',
  },
  {
    icon: Layers,
    title: 'Templates that compound',
    text: 'Every good scope becomes a template. We recreate your existing ones for you.',
  },
  { icon: Plug, title: 'Fits your PSA', text: 'Deep PSA integration plus CRM, accounting and documentation tools.' },
] as const;

export function WhySection() {
  return (
    <section id="why" aria-labelledby="why-heading" className="scroll-mt-20 border-y bg-card/60">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
        <SectionHeading
          id="why-heading"
          eyebrow="Why Scopewright"
          title="Built for the way MSPs actually sell"
          lead="500+ MSPs replaced spreadsheets and ConnectWise Sell with a tool that scopes as fast as they talk."
        />
        <ul className="mt-14 grid gap-x-10 gap-y-8 sm:grid-cols-2">
          {REASONS.map((r) => (
            <li key={r.title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-ink">
                <r.icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="text-[15px] font-semibold">{r.title}</h3>
                <p className="mt-1 text-sm leading-6 text-muted-foreground">{r.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
