import { MARKETING_COPY } from '@scopewright/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function FinalCtaSection() {
  return (
    <section aria-labelledby="final-cta-heading" className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-2xl bg-[#0c3b52] px-6 py-14 text-center text-white sm:px-12">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(127_240_224/0.25),transparent_55%)]"
        />
        <h2 id="final-cta-heading" className="relative text-3xl font-semibold tracking-tight text-balance">
          Try every Enterprise feature free for {MARKETING_COPY.trialDays} days
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-[15px] leading-7 text-white/80">
          No credit card required. Our team will even recreate your existing quote templates for you.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" variant="on-brand" asChild>
            <Link to="/signup">
              {MARKETING_COPY.startFreeTrial} <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button size="lg" variant="on-brand-outline" asChild>
            <Link to="/contact">{MARKETING_COPY.bookDemo}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
