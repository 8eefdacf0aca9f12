import { BLOG_POSTS, COMPARISON_SLUG } from '@scopewright/domain';
import { useLocation } from 'react-router';
import { lazyScreen } from '@/lib/lazy-screen';
import { postScreen } from './blog/post-screen';

type Screen = ReturnType<typeof lazyScreen>;

const comparison = lazyScreen(() => import('./comparison/comparison-page'), 'the comparison page');

/** Each public page is its own lazy chunk; the landing chunk never carries their content. */
const SCREENS: Record<string, Screen> = {
  '/about': lazyScreen(() => import('./about/about-page'), 'the about page'),
  '/contact': lazyScreen(() => import('./contact/contact-page'), 'the contact page'),
  '/blog': lazyScreen(() => import('./blog/blog-index-page'), 'the blog'),
  '/documentation': lazyScreen(() => import('./documentation/documentation-page'), 'the documentation'),
  '/support': lazyScreen(() => import('./support/support-page'), 'the support page'),
  '/privacy-policy': lazyScreen(() => import('./legal/privacy-policy-page'), 'the privacy policy'),
  '/terms-of-service': lazyScreen(() => import('./legal/terms-of-service-page'), 'the terms of service'),
  '/release-notes': lazyScreen(() => import('./release-notes/release-notes-page'), 'the release notes'),
  [`/${COMPARISON_SLUG}`]: comparison,
  [`/blog/${COMPARISON_SLUG}`]: comparison,
};
for (const post of BLOG_POSTS) {
  if (post.slug === COMPARISON_SLUG) continue;
  const screen = postScreen(post.slug);
  SCREENS[post.path] = screen;
  SCREENS[`/blog/${post.slug}`] = screen;
}

/** Renders the public page for the current path (docs/product-rules.md#public-pages). */
export default function PublicPage() {
  const { pathname } = useLocation();
  const Screen = SCREENS[pathname];
  return Screen ? <Screen /> : null;
}
