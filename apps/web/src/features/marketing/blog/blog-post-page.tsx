import { findBlogPost, LISTED_BLOG_POSTS, MARKETING_COPY } from '@scopewright/domain';
import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Prose } from '../components/prose';
import { PostByline } from './post-byline';
import { PostCover } from './post-cover';

/** A full post: its compiled Markdown, ending with 'Start your free trial' → /signup. */
export function BlogPostPage({ slug, html }: { slug: string; html: string }) {
  const post = findBlogPost(slug);
  if (!post) return null;
  const related = LISTED_BLOG_POSTS.filter((p) => p.id !== post.id).slice(0, 2);
  return (
    <article className="pb-20">
      <header className="mx-auto max-w-3xl px-4 pt-10 sm:px-6 sm:pt-14">
        <Link
          to="/blog"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden /> All posts
        </Link>
        <Badge variant="muted" display="block" className="mt-6">
          {post.category}
        </Badge>
        <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance sm:text-[2.6rem] sm:leading-tight">
          {post.title}
        </h1>
        <p className="mt-4 text-lg leading-8 text-muted-foreground">{post.excerpt}</p>
        <PostByline post={post} className="mt-6" />
      </header>
      <div className="mx-auto mt-10 max-w-4xl px-4 sm:px-6">
        <PostCover
          image={post.image}
          alt=""
          sizes="(min-width: 896px) 848px, 100vw"
          isPriority
          className="rounded-xl border"
        />
      </div>
      <Prose html={html} className="mx-auto mt-6 max-w-3xl px-4 sm:px-6" />
      <div className="mx-auto mt-12 max-w-3xl px-4 sm:px-6">
        <div className="rounded-2xl bg-[#0c3b52] p-8 text-white">
          <p className="text-xl font-semibold tracking-tight">Scope your next project in minutes</p>
          <p className="mt-2 text-[15px] leading-6 text-white/80">
            Describe it in plain English, review the draft and send a branded quote. {MARKETING_COPY.trialNoCard}.
          </p>
          <Button size="lg" variant="on-brand" className="mt-6" asChild>
            <Link to="/signup">
              {MARKETING_COPY.startFreeTrial} <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
      {related.length > 0 && (
        <nav aria-labelledby="related-heading" className="mx-auto mt-16 max-w-3xl px-4 sm:px-6">
          <h2 id="related-heading" className="text-lg font-semibold">
            Keep reading
          </h2>
          <ul className="mt-4 divide-y rounded-xl border bg-card">
            {related.map((p) => (
              <li key={p.id}>
                <Link to={p.path} className="flex items-center justify-between gap-4 p-4 text-[15px] hover:bg-accent">
                  <span className="font-medium">{p.title}</span>
                  <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
