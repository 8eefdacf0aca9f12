import { TIER_PRICES_CENTS, PRICING_CURRENCY } from '../access/pricing';
import { PAID_TIERS, TIER_LABELS } from '../access/tiers';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '../product';
import type { PublicPage } from '../public-pages';
import { BLOG_POSTS } from './blog-posts';
import { MARKETING_COPY } from './marketing-copy';

type JsonLd = Record<string, unknown>;

export const SOCIAL_PROFILES = [
  'https://www.linkedin.com/company/scopewright',
  'https://x.com/scopewright',
  'https://www.youtube.com/@scopewright',
] as const;

function organization(appUrl: string): JsonLd {
  return {
    '@type': 'Organization',
    '@id': `${appUrl}/#organization`,
    name: PRODUCT_NAME,
    url: `${appUrl}/`,
    logo: `${appUrl}/favicon.svg`,
    email: SUPPORT_EMAIL,
    foundingDate: String(MARKETING_COPY.foundedYear),
    sameAs: [...SOCIAL_PROFILES],
  };
}

function softwareApplication(appUrl: string): JsonLd {
  return {
    '@type': 'SoftwareApplication',
    name: PRODUCT_NAME,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    url: `${appUrl}/`,
    publisher: { '@id': `${appUrl}/#organization` },
    offers: PAID_TIERS.map((tier) => ({
      '@type': 'Offer',
      name: TIER_LABELS[tier],
      price: (TIER_PRICES_CENTS[tier].monthlyPerUser / 100).toFixed(2),
      priceCurrency: PRICING_CURRENCY,
      description: `Per user per month, billed monthly${TIER_PRICES_CENTS[tier].minUsers > 1 ? `; ${TIER_PRICES_CENTS[tier].minUsers}-user minimum` : ''}.`,
      url: `${appUrl}/#pricing`,
    })),
  };
}

function blogPosting(appUrl: string, page: PublicPage): JsonLd | null {
  const post = BLOG_POSTS.find((p) => p.path === page.canonicalPath);
  if (!post) return null;
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    author: { '@type': 'Person', name: post.author, jobTitle: post.authorRole },
    publisher: { '@id': `${appUrl}/#organization` },
    image: `${appUrl}/og/${post.image}.png`,
    mainEntityOfPage: `${appUrl}${post.path}`,
    articleSection: post.category,
  };
}

/**
 * JSON-LD for a public page (docs/decisions/0014-public-website.md): the Organization everywhere, the SoftwareApplication with its offers on
 * the home page, and a BlogPosting on each post. One `@graph`, ready for `<script type="application/ld+json">`.
 */
export function structuredDataFor(page: PublicPage, appUrl: string): JsonLd {
  const graph: JsonLd[] = [organization(appUrl)];
  if (page.path === '/') graph.push(softwareApplication(appUrl));
  const posting = page.ogType === 'article' ? blogPosting(appUrl, page) : null;
  if (posting) graph.push(posting);
  return { '@context': 'https://schema.org', '@graph': graph };
}
