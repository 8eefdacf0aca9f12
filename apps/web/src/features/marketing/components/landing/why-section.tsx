import { MARKETING_CLAIMS, PRODUCT_NAME } from '@scopewright/domain';
import { SectionHeading } from '../section-heading';

const DETAILS: Record<(typeof MARKETING_CLAIMS)[number]['id'], string> = {
  'win-rate': 'Faster, clearer proposals reach the client while the need is fresh.',
  margin: 'Every line is priced from your rate card and checked against your target.',
  'time-saved': 'Hours of spreadsheet work become a few minutes of review.',
  speed: 'From a plain-English description to a priced, branded quote.',
  customers: 'MSPs, VARs and IT service firms scope and quote with us.',
};

export function WhySection() {
  return (
    <section id="why" aria-labelledby="why-heading" className="scroll-mt-20">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24">
        <SectionHeading
          id="why-heading"
          eyebrow={`Why ${PRODUCT_NAME}`}
          title="Built for the way MSPs actually sell"
          lead="What our customers report after moving their scoping and quoting to one place."
        />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {MARKETING_CLAIMS.map((claim) => (
            <li key={claim.id} className="flex flex-col rounded-xl border bg-card p-6">
              <p className="text-4xl font-semibold tracking-tight text-brand-ink tabular">{claim.value}</p>
              <h3 className="mt-2 text-[15px] font-semibold first-letter:uppercase">{claim.label}</h3>
              <p className="mt-1.5 text-sm leading-6 text-muted-foreground">{DETAILS[claim.id]}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-xs text-muted-foreground">
          Average results reported by Scopewright customers.
        </p>
      </div>
    </section>
  );
}
