import { COMPARISON_SLUG, COMPETITOR_NAME, PRODUCT_NAME } from '../product';

/** Blog post, with the page path its Read more link opens (the slug, or /blog/{id}). */
export interface BlogPost {
  id: string;
  slug: string;
  path: string;
  title: string;
  excerpt: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  author: string;
  authorRole: string;
  category: string;
  /** Key of the bundled cover image and of the Open Graph image `/og/{image}.png`. */
  image: string;
  readMinutes: number;
  /** Listed on /blog (four sample posts; the founders' post is reached from /about). */
  isListed: boolean;
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 'connectwise-sell-replacement',
    slug: COMPARISON_SLUG,
    path: `/${COMPARISON_SLUG}`,
    title: `${PRODUCT_NAME} vs ${COMPETITOR_NAME}: an honest comparison`,
    excerpt: `Where ${COMPETITOR_NAME} still fits, where ${PRODUCT_NAME} saves hours, and how a move works when we recreate your templates for you.`,
    date: '2025-05-06',
    author: 'Daniel Okafor',
    authorRole: 'Head of Product',
    category: 'Comparisons',
    image: 'connectwise-sell-replacement',
    readMinutes: 6,
    isListed: true,
  },
  {
    id: 'ai-transforming-msps',
    slug: 'ai-transforming-msps',
    path: '/blog/ai-transforming-msps',
    title: 'How AI is transforming MSP scoping and quoting',
    excerpt:
      'Where AI already saves MSP sales engineers hours, where a human still has to decide, and how to adopt it without risking your margins.',
    date: '2025-04-15',
    author: 'Maya Chen',
    authorRole: 'Co-founder and CEO',
    category: 'AI and automation',
    image: 'ai-transforming-msps',
    readMinutes: 6,
    isListed: true,
  },
  {
    id: 'quote-it-right-5-steps-protect-msp-margins',
    slug: 'quote-it-right-5-steps-protect-msp-margins',
    path: '/blog/quote-it-right-5-steps-protect-msp-margins',
    title: 'Quote it right: 5 steps to protect MSP margins',
    excerpt:
      'Five habits that keep a project’s margin intact from the first discovery call to the final invoice, with the numbers to watch at each step.',
    date: '2025-03-25',
    author: 'Priya Raman',
    authorRole: 'Solutions Engineering Lead',
    category: 'Pricing and margins',
    image: 'quote-it-right-5-steps-protect-msp-margins',
    readMinutes: 6,
    isListed: true,
  },
  {
    id: 'msp-quoting-challenges',
    slug: 'msp-quoting-challenges',
    path: '/msp-quoting-challenges',
    title: 'The MSP quoting challenges nobody talks about',
    excerpt:
      'Scope creep, stale price books, tribal knowledge and slow approvals: the hidden costs of quoting and what the best MSPs do about them.',
    date: '2025-02-18',
    author: 'Priya Raman',
    authorRole: 'Solutions Engineering Lead',
    category: 'Sales',
    image: 'msp-quoting-challenges',
    readMinutes: 6,
    isListed: true,
  },
  {
    id: 'why-we-built-scopewright',
    slug: 'why-we-built-scopewright',
    path: '/blog/why-we-built-scopewright',
    title: `Why we built ${PRODUCT_NAME}`,
    excerpt:
      'We spent years losing evenings to 3-8 hours of manual scoping per project. This is the story of the tool we wished we had.',
    date: '2024-09-10',
    author: 'Maya Chen',
    authorRole: 'Co-founder and CEO',
    category: 'Company',
    image: 'why-we-built-scopewright',
    readMinutes: 5,
    isListed: false,
  },
];

/** The posts the blog index shows, newest first. */
export const LISTED_BLOG_POSTS: readonly BlogPost[] = [...BLOG_POSTS.filter((post) => post.isListed)].sort((a, b) =>
  // ISO dates sort as plain strings (and localeCompare's collator costs ~20 ms to start on every page load).
  a.date < b.date ? 1 : a.date > b.date ? -1 : 0,
);

export function findBlogPost(slug: string): BlogPost | undefined {
  return BLOG_POSTS.find((post) => post.slug === slug);
}

/** "May 6, 2025": dates are shown in the site's language, independent of the reader's time zone. */
export function formatPostDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
