import { COMPARISON_SLUG, COMPETITOR_NAME, findBlogPost, MARKETING_COPY, PRODUCT_NAME } from '@scopewright/domain';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import body from '@/content/blog/connectwise-sell-replacement.md';
import { PageHeader } from '../components/page-header';
import { Prose } from '../components/prose';
import { TrialButton } from '../components/trial-button';
import { ComparisonTable } from './comparison-table';

const post = findBlogPost(COMPARISON_SLUG);

/** One page at /connectwise-sell-replacement and /blog/connectwise-sell-replacement (docs/product-rules.md#public-pages). */
export default function ComparisonPage() {
  return (
    <>
      <PageHeader
        eyebrow={`${COMPETITOR_NAME} alternative`}
        title={post?.title ?? `${PRODUCT_NAME} vs ${COMPETITOR_NAME}`}
        lead={post?.excerpt}
      >
        <TrialButton location="hero" />
        <Button size="lg" variant="outline" asChild>
          <Link to="/contact">{MARKETING_COPY.bookDemo}</Link>
        </Button>
      </PageHeader>
      <section aria-labelledby="table-heading" className="mx-auto max-w-5xl px-4 pt-14 sm:px-6 sm:pt-20">
        <h2 id="table-heading" className="text-2xl font-semibold tracking-tight">
          At a glance
        </h2>
        <p className="mt-2 max-w-3xl text-[15px] leading-6 text-muted-foreground">
          A factual side-by-side of how each product approaches MSP quoting. Where {COMPETITOR_NAME} is the stronger
          choice, we say so.
        </p>
        <div className="mt-6">
          <ComparisonTable />
        </div>
      </section>
      <section
        aria-label="Try it yourself"
        className="mx-auto mt-12 flex max-w-5xl flex-col items-start gap-4 px-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
      >
        <p className="text-[15px] text-muted-foreground">
          The quickest comparison is a real project: scope one from this week in both tools.
        </p>
        <TrialButton location="mid_page" variant="outline" />
      </section>
      <Prose html={body.html} className="mx-auto mt-6 max-w-3xl px-4 sm:px-6" />
      <section aria-labelledby="final-heading" className="px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-3xl rounded-2xl bg-[#0c3b52] p-8 text-center text-white sm:p-12">
          <h2 id="final-heading" className="text-2xl font-semibold tracking-tight text-balance">
            Bring your templates. We will rebuild them for you.
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-[15px] leading-7 text-white/80">{MARKETING_COPY.trialNoCard}.</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <TrialButton location="final_cta" variant="on-brand" />
            <Button size="lg" variant="on-brand-outline" asChild>
              <Link to="/contact">{MARKETING_COPY.bookDemo}</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
