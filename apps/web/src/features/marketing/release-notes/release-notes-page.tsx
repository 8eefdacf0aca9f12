import { MARKETING_COPY } from '@scopewright/domain';
import { ArrowRight, CalendarClock } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '../components/page-header';
import { ReleaseCard } from './release-card';
import { RELEASES } from './releases';

const RELATED = [
  { to: '/blog', label: 'Blog', text: 'Ideas and lessons for MSPs who quote' },
  { to: '/documentation', label: 'Documentation', text: 'How every feature works' },
  { to: '/support', label: 'Support', text: 'FAQs, training and help' },
] as const;

export default function ReleaseNotesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Changelog"
        title="Release notes"
        lead="Everything we have shipped, from the first idea to today."
      >
        <p className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm text-muted-foreground">
          <CalendarClock className="size-4 text-brand-ink" aria-hidden />
          We release {MARKETING_COPY.releaseCadence}: a new version every two weeks.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-4xl space-y-6 px-4 py-14 sm:px-6 sm:py-16">
        {RELEASES.map((release) => (
          <ReleaseCard key={release.version} release={release} />
        ))}
      </div>
      <section aria-labelledby="release-cta-heading" className="mx-auto max-w-4xl px-4 pb-20 sm:px-6">
        <div className="rounded-2xl bg-[#0c3b52] p-8 text-white sm:p-10">
          <h2 id="release-cta-heading" className="text-2xl font-semibold tracking-tight">
            See the latest release for yourself
          </h2>
          <p className="mt-2 text-[15px] text-white/80">{MARKETING_COPY.trialNoCard}.</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" variant="on-brand" asChild>
              <Link to="/signup">
                {MARKETING_COPY.startFreeTrial} <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button size="lg" variant="on-brand-outline" asChild>
              <Link to="/contact">{MARKETING_COPY.scheduleDemo}</Link>
            </Button>
          </div>
        </div>
        <nav aria-label="Related" className="mt-10 grid gap-4 sm:grid-cols-3">
          {RELATED.map((r) => (
            <Link key={r.to} to={r.to} className="rounded-xl border bg-card p-5 hover:bg-accent">
              <span className="block font-semibold">{r.label}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{r.text}</span>
            </Link>
          ))}
        </nav>
      </section>
    </>
  );
}
