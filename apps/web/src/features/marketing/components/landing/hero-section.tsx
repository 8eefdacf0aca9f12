import { MARKETING_COPY, PRODUCT_NAME } from '@scopewright/domain';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { WizardPreview } from './wizard-preview';

const TRUST = [`Trusted by ${MARKETING_COPY.customersLanding}`, '14-day free trial', 'No credit card required'];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div
        aria-hidden
        className="bg-grid pointer-events-none absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-14 lg:pb-24">
        <div>
          <Badge className="mb-5">AI scoping and quoting for MSPs</Badge>
          <h1
            id="hero-heading"
            className="text-4xl font-semibold tracking-[-0.03em] text-balance sm:text-5xl lg:text-[3.25rem] lg:leading-[1.05]"
          >
            Describe the project. <span className="text-brand-ink">Get a priced scope in seconds.</span>
          </h1>
          <p className="mt-5 max-w-xl text-[17px] leading-7 text-muted-foreground">
            {PRODUCT_NAME} turns a plain-English description into phases, tasks, hours and a margin-checked quote your
            client can sign online — so your engineers stop losing {MARKETING_COPY.manualScopingHours} to every scope.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link to="/signup">
                {MARKETING_COPY.getStartedFree} <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to="/contact">{MARKETING_COPY.bookDemo}</Link>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-[13px] text-muted-foreground">
            {TRUST.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check className="size-3.5 text-success" aria-hidden /> {item}
              </li>
            ))}
          </ul>
        </div>
        <WizardPreview />
      </div>
    </section>
  );
}
