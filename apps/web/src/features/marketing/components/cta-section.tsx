import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function CtaSection() {
  return (
    <section aria-labelledby="cta-heading" className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-2xl bg-[#0c3b52] px-6 py-14 text-center text-white sm:px-12">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(127_240_224/0.25),transparent_55%)]"
        />
        <h2 id="cta-heading" className="relative text-3xl font-semibold tracking-tight text-balance">
          Your next quote could take a minute
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-[15px] leading-7 text-white/75">
          Try every Enterprise feature free for 14 days. We will even recreate your existing templates.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" className="bg-white text-[#0c3b52] hover:bg-white/90" asChild>
            <Link to="/signup">
              Start your free trial <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-white/30 bg-transparent text-white hover:bg-white/10"
            asChild
          >
            <Link to="/contact">Book a Demo</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
