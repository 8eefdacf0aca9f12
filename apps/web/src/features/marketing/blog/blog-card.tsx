import { MARKETING_COPY, type BlogPost } from '@scopewright/domain';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { PostByline } from './post-byline';
import { PostCover } from './post-cover';

/** Card: image, date, category, title, excerpt, author and a Read more link (covering the card). */
export function BlogCard({ post }: { post: BlogPost }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border bg-card transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
      <PostCover image={post.image} alt="" sizes="(min-width: 1024px) 560px, 100vw" />
      <div className="flex flex-1 flex-col p-6">
        <Badge variant="muted" className="w-fit">
          {post.category}
        </Badge>
        <h2 className="mt-3 text-xl font-semibold tracking-tight text-balance">{post.title}</h2>
        <p className="mt-2 flex-1 text-[15px] leading-6 text-muted-foreground">{post.excerpt}</p>
        <PostByline post={post} className="mt-5" />
        <Link
          to={post.path}
          className="mt-5 inline-flex w-fit items-center gap-1 text-sm font-medium text-brand-ink outline-none after:absolute after:inset-0"
        >
          {MARKETING_COPY.readMore}
          <span className="sr-only">: {post.title}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
        </Link>
      </div>
    </article>
  );
}
