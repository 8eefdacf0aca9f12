import { MARKETING_COPY } from '@scopewright/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function MidCtaSection() {
  return (
    <section aria-labelledby="mid-cta-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="flex flex-col items-start gap-6 rounded-2xl border bg-card p-8 sm:p-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="mid-cta-heading" className="text-2xl font-semibold tracking-tight text-balance">
            Scope your next project in under a minute
          </h2>
          <p className="mt-2 max-w-xl text-[15px] leading-6 text-muted-foreground">
            Bring a real request from this week. If the first draft is not better than your spreadsheet, you have lost
            one minute.
          </p>
        </div>
        <Button size="lg" asChild>
          <Link to="/signup">
            {MARKETING_COPY.getStartedFree} <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </section>
  );
}
