import { BLOG_POSTS } from './marketing/blog-posts';
import { PRODUCT_NAME } from './product';

export interface PublicPage {
  path: string;
  title: string;
  description: string;
  /** false: served with a robots noindex meta and left out of the sitemap. */
  indexable: boolean;
  /** The path search engines should index: the page's own, or the main path of a page reachable at two paths. */
  canonicalPath: string;
  ogType: 'website' | 'article';
  /** Open Graph and Twitter image, served from /og/{ogImage}.png. */
  ogImage: string;
}

interface PageOptions {
  indexable?: boolean;
  canonicalPath?: string;
  ogType?: PublicPage['ogType'];
  ogImage?: string;
}

const page = (path: string, title: string, description: string, options: PageOptions = {}): PublicPage => ({
  path,
  title: path === '/' ? title : `${title} | ${PRODUCT_NAME}`,
  description,
  indexable: options.indexable ?? true,
  canonicalPath: options.canonicalPath ?? path,
  ogType: options.ogType ?? 'website',
  ogImage: options.ogImage ?? 'default',
});

const hidden = { indexable: false } as const;

/** Post pages, including the second paths of the comparison page and the quoting-challenges post (docs/product-rules.md#public-pages). */
const POST_PAGES: PublicPage[] = BLOG_POSTS.flatMap((post) => {
  const options = { ogType: 'article' as const, ogImage: post.image };
  const main = page(post.path, post.title, post.excerpt, options);
  const alias = `/blog/${post.slug}`;
  return alias === post.path
    ? [main]
    : [main, page(alias, post.title, post.excerpt, { ...options, canonicalPath: post.path })];
});

/** Every public route, with its title and description (docs/product-rules.md#public-pages). */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  page(
    '/',
    `${PRODUCT_NAME} — AI scoping and quoting for MSPs`,
    'Turn a plain-English project description into a priced, branded scope in seconds. Built for MSPs, VARs and IT service firms.',
  ),
  page('/login', 'Sign in', `Sign in to your ${PRODUCT_NAME} workspace.`),
  page(
    '/signup',
    'Create your account',
    `Start a 14-day free trial of ${PRODUCT_NAME}. No credit card required.`,
    hidden,
  ),
  page('/reset-password', 'Reset your password', 'Request a link to reset your password.', hidden),
  page('/update-password', 'Set a new password', 'Choose a new password for your account.', hidden),
  page('/access-denied', 'Access denied', 'You do not have access to this page.', hidden),
  page('/auth/oauth-callback', 'Signing you in', 'Finishing sign-in.', hidden),
  page('/onboarding', 'Complete your profile', 'Finish setting up your account.', hidden),
  page(
    '/contact',
    'Contact us',
    `Talk to the ${PRODUCT_NAME} team about scoping, quoting, a demo or your account. We reply within 24 hours.`,
  ),
  page(
    '/about',
    'About us',
    `Why we built ${PRODUCT_NAME}, the story since 2023, and the team helping MSPs quote faster.`,
  ),
  page('/blog', 'Blog', 'Practical writing for MSP owners on scoping, quoting, pricing and protecting margins.'),
  ...POST_PAGES,
  page(
    '/documentation',
    'Documentation',
    `Learn how to get started, create scopes and generate quotes with ${PRODUCT_NAME}.`,
  ),
  page('/support', 'Support', `FAQs, documentation, training and a direct line to the ${PRODUCT_NAME} team.`),
  page(
    '/privacy-policy',
    'Privacy policy',
    'What we collect, why, and how we protect it. We never sell your data or train AI models on it.',
  ),
  page('/terms-of-service', 'Terms of service', `The terms that govern your use of ${PRODUCT_NAME}.`),
  page(
    '/release-notes',
    'Release notes',
    `What is new in ${PRODUCT_NAME}, release by release. We ship every two weeks.`,
  ),
  page('/not-found', 'Page not found', 'The page you are looking for does not exist.', hidden),
];

export function findPublicPage(path: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((p) => p.path === path);
}

/** The pages the sitemap lists: indexable, at their canonical path. */
export const SITEMAP_PAGES: readonly PublicPage[] = PUBLIC_PAGES.filter(
  (p) => p.indexable && p.canonicalPath === p.path,
);
