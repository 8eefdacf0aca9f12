import { findBlogPost, MARKETING_COPY, PRODUCT_NAME } from '@scopewright/domain';
import { ArrowRight, Compass, HeartHandshake, ShieldCheck, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '../components/page-header';

const founders = findBlogPost('why-we-built-scopewright');

const VALUES = [
  {
    icon: Timer,
    title: 'Time back for engineers',
    text: 'Scoping should take minutes of review, not an evening of typing.',
  },
  {
    icon: ShieldCheck,
    title: 'Money handled with care',
    text: 'Exact amounts, visible margins, recurring and one-time never blended.',
  },
  {
    icon: Compass,
    title: 'Judgement stays human',
    text: 'The assistant drafts; your team reviews every line before a client sees it.',
  },
  {
    icon: HeartHandshake,
    title: 'Your data is yours',
    text: 'We never sell it and never use your inputs to train AI models.',
  },
] as const;

const MILESTONES = [
  { year: '2023', text: `${PRODUCT_NAME} is founded by MSP engineers and presales leads.` },
  {
    year: '2024',
    text: `Version 1.0 ships in September; ${MARKETING_COPY.customersFirstYear} join in the first year.`,
  },
  {
    year: 'Today',
    text: `${MARKETING_COPY.customersLanding} scope and quote with us, with a release every two weeks.`,
  },
] as const;

export default function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="Company"
        title="About us"
        lead={`${PRODUCT_NAME} helps managed service providers turn a client's request into a priced, trusted scope in minutes, not evenings.`}
      />
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
        <section aria-labelledby="mission-heading" className="grid gap-10 md:grid-cols-[1fr_1.4fr]">
          <h2 id="mission-heading" className="text-2xl font-semibold tracking-tight">
            Our mission
          </h2>
          <div className="space-y-4 text-[16px] leading-7 text-muted-foreground">
            <p>
              We want every MSP, VAR and IT service firm to quote like their best engineer on their best day: quickly,
              consistently and with margins they can see before the client signs.
            </p>
            <p>
              That means taking the typing out of scoping — the blank spreadsheets, the forgotten lines, the stale rates
              — while leaving the judgement with the people who know the client.
            </p>
          </div>
        </section>

        <section aria-labelledby="story-heading" className="mt-16 grid gap-10 border-t pt-16 md:grid-cols-[1fr_1.4fr]">
          <h2 id="story-heading" className="text-2xl font-semibold tracking-tight">
            Our story
          </h2>
          <div>
            <div className="space-y-4 text-[16px] leading-7 text-muted-foreground">
              <p>
                {PRODUCT_NAME} was founded in {MARKETING_COPY.foundedYear} by people who had spent years scoping MSP
                projects by hand. Every migration, firewall refresh and onboarding project took{' '}
                {MARKETING_COPY.manualScopingHours} to scope, mostly after the billable day was over.
              </p>
              <p>
                The quoting tools we tried were built for reselling products. Our hardest quotes were about services:
                labour, phases, risk and the assumptions that protect both sides. So we built the tool we wanted, with a
                handful of MSPs who let us watch them quote and told us, bluntly, what was wrong.
              </p>
            </div>
            <ol className="mt-8 space-y-4 border-l pl-6">
              {MILESTONES.map((m) => (
                <li key={m.year} className="relative">
                  <span aria-hidden className="absolute top-1.5 -left-[29px] size-2.5 rounded-full bg-primary" />
                  <p className="text-sm font-semibold">{m.year}</p>
                  <p className="text-[15px] leading-6 text-muted-foreground">{m.text}</p>
                </li>
              ))}
            </ol>
            {founders && (
              <Link
                to={founders.path}
                className="mt-8 inline-flex items-center gap-1.5 text-sm font-medium text-brand-ink hover:underline"
              >
                Read the full story: {founders.title} <ArrowRight className="size-4" aria-hidden />
              </Link>
            )}
          </div>
        </section>

        <section aria-labelledby="team-heading" className="mt-16 grid gap-10 border-t pt-16 md:grid-cols-[1fr_1.4fr]">
          <h2 id="team-heading" className="text-2xl font-semibold tracking-tight">
            Our team
          </h2>
          <div className="space-y-4 text-[16px] leading-7 text-muted-foreground">
            <p>
              We are a small, remote team of former MSP engineers, presales leads, designers and software engineers.
              Many of us have carried a pager, run a migration weekend or rebuilt a quote at midnight — and it shows in
              what we build.
            </p>
            <p>
              Our support and professional services people are the same people who build the product. When you ask us to
              recreate your templates, you work with someone who has quoted projects like yours.
            </p>
          </div>
        </section>

        <section aria-labelledby="values-heading" className="mt-16 border-t pt-16">
          <h2 id="values-heading" className="text-2xl font-semibold tracking-tight">
            What we believe
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {VALUES.map((v) => (
              <li key={v.title} className="flex gap-4 rounded-xl border bg-card p-5">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-ink">
                  <v.icon className="size-5" aria-hidden />
                </span>
                <span>
                  <span className="block font-semibold">{v.title}</span>
                  <span className="mt-1 block text-sm leading-6 text-muted-foreground">{v.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-16 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" asChild>
            <Link to="/">
              See how {PRODUCT_NAME} works <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/blog">Read our blog</Link>
          </Button>
        </div>
      </div>
    </>
  );
}
