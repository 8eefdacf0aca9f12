import { LISTED_BLOG_POSTS, MARKETING_COPY } from '@scopewright/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '../components/page-header';
import { BlogCard } from './blog-card';

export default function BlogIndexPage() {
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="Insights for MSPs who quote for a living"
        lead="Practical writing on scoping, pricing, margins and the tools that help MSPs, VARs and IT service firms sell projects."
      />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
        <ul className="grid gap-6 md:grid-cols-2">
          {LISTED_BLOG_POSTS.map((post) => (
            <li key={post.id} className="flex">
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
        <aside
          aria-labelledby="blog-cta-heading"
          className="mt-16 flex flex-col items-start gap-5 rounded-2xl border bg-muted/40 p-8 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="blog-cta-heading" className="text-xl font-semibold tracking-tight">
              Put these ideas to work on your next quote
            </h2>
            <p className="mt-1.5 text-[15px] text-muted-foreground">
              Scope, price and send a branded quote in minutes. {MARKETING_COPY.trialNoCard}.
            </p>
          </div>
          <Button size="lg" asChild>
            <Link to="/signup">
              {MARKETING_COPY.getStartedFree} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </aside>
      </div>
    </>
  );
}
