import { formatPostDate, type BlogPost } from '@scopewright/domain';
import { cn } from '@/lib/utils';

export function PostByline({ post, className }: { post: BlogPost; className?: string }) {
  const initials = post.author
    .split(' ')
    .map((part) => part[0])
    .join('');
  return (
    <div className={cn('flex items-center gap-3 text-sm', className)}>
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xs font-semibold text-brand-ink"
      >
        {initials}
      </span>
      <span className="min-w-0">
        <span className="block font-medium text-foreground">{post.author}</span>
        <span className="block text-muted-foreground">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readMinutes} min read
        </span>
      </span>
    </div>
  );
}
