import { lazyScreen } from '@/lib/lazy-screen';

const BODIES = import.meta.glob<{ default: { html: string } }>('../../../content/blog/*.md');

/** One lazy chunk per post: the page component and the post's compiled Markdown load together. */
export function postScreen(slug: string) {
  return lazyScreen(async () => {
    const load = BODIES[`../../../content/blog/${slug}.md`];
    if (!load) throw new Error(`No content file for the post ${slug}`);
    const [{ BlogPostPage }, body] = await Promise.all([import('./blog-post-page'), load()]);
    return { default: () => <BlogPostPage slug={slug} html={body.default.html} /> };
  }, 'this post');
}
