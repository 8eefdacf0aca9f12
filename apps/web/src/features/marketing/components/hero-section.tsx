import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { HeroScopePreview } from './hero-scope-preview';

const STATS = [
  { value: '< 60 s', label: 'from description to quote' },
  { value: '95%', label: 'average time saved' },
  { value: '38%', label: 'average margin increase' },
  { value: '15%', label: 'average win-rate increase' },
] as const;

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div
        aria-hidden
        className="bg-grid pointer-events-none absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 md:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:pb-24">
        <div>
          <Badge className="mb-5">AI scoping and quoting for MSPs</Badge>
          <h1
            id="hero-heading"
            className="text-4xl font-semibold tracking-[-0.03em] text-balance sm:text-5xl lg:text-[3.25rem] lg:leading-[1.05]"
          >
            Describe the project. <span className="text-brand-ink">Get a priced scope in seconds.</span>
          </h1>
          <p className="mt-5 max-w-xl text-[17px] leading-7 text-muted-foreground">
            Scopewright turns a plain-English description into tasks, hours and a margin-safe quote your client can sign
            — so your engineers stop spending 3–8 hours scoping every project.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link to="/signup">
                Get Started Free <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to="/contact">Book a Demo</Link>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-[13px] text-muted-foreground">
            {['Trusted by 500+ MSPs', '14-day free trial', 'No credit card required'].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check className="size-3.5 text-success" aria-hidden /> {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroScopePreview />
      </div>
      <div className="relative border-y bg-card/60">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-px px-4 sm:px-6 md:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-1 py-6 md:px-4">
              <dt className="text-[13px] text-muted-foreground">{stat.label}</dt>
              <dd className="text-2xl font-semibold tracking-tight tabular text-foreground sm:text-3xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
