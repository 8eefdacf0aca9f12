import { COMPARISON_SLUG, PRODUCT_NAME } from './product';

export interface PublicPage {
  path: string;
  title: string;
  description: string;
  /** false: served with a robots noindex meta and left out of the sitemap. */
  indexable: boolean;
}

const page = (path: string, title: string, description: string, indexable = true): PublicPage => ({
  path,
  title: path === '/' ? title : `${title} | ${PRODUCT_NAME}`,
  description,
  indexable,
});

/** Every public route of spec §2.1, with its title and description. */
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
    false,
  ),
  page('/reset-password', 'Reset your password', 'Request a link to reset your password.', false),
  page('/update-password', 'Set a new password', 'Choose a new password for your account.', false),
  page('/access-denied', 'Access denied', 'You do not have access to this page.', false),
  page('/auth/oauth-callback', 'Signing you in', 'Finishing sign-in.', false),
  page('/onboarding', 'Complete your profile', 'Finish setting up your account.', false),
  page('/contact', 'Contact us', `Talk to the ${PRODUCT_NAME} team about scoping, quoting and your MSP.`),
  page('/about', 'About us', `Why we built ${PRODUCT_NAME}, and the team behind it.`),
  page('/blog', 'Blog', 'Practical writing on MSP scoping, quoting and margins.'),
  page(
    '/blog/ai-transforming-msps',
    'How AI is transforming MSPs',
    'Where AI helps MSP sales engineers today, and where it does not.',
  ),
  page(
    '/blog/quote-it-right-5-steps-protect-msp-margins',
    'Quote it right: 5 steps to protect MSP margins',
    'Five habits that keep project margins intact from scope to invoice.',
  ),
  page(
    '/blog/why-we-built-scopewright',
    `Why we built ${PRODUCT_NAME}`,
    'Hours of manual scoping per project, and what we did about it.',
  ),
  page(
    '/msp-quoting-challenges',
    'The MSP quoting challenges nobody talks about',
    'Scope creep, stale price books and slow approvals: the real cost of quoting.',
  ),
  page(
    `/blog/${COMPARISON_SLUG}`,
    `The ConnectWise Sell replacement`,
    `Why MSPs move from ConnectWise Sell to ${PRODUCT_NAME}.`,
  ),
  page(
    `/${COMPARISON_SLUG}`,
    `The ConnectWise Sell replacement`,
    `Why MSPs move from ConnectWise Sell to ${PRODUCT_NAME}.`,
  ),
  page('/documentation', 'Documentation', `Learn how to scope, price and send quotes with ${PRODUCT_NAME}.`),
  page('/support', 'Support', `Answers, training and help for ${PRODUCT_NAME} customers.`),
  page('/privacy-policy', 'Privacy policy', 'How we collect, use and protect your data.'),
  page('/terms-of-service', 'Terms of service', `The terms that govern your use of ${PRODUCT_NAME}.`),
  page('/release-notes', 'Release notes', `What is new in ${PRODUCT_NAME}, release by release.`),
  page('/not-found', 'Page not found', 'The page you are looking for does not exist.', false),
];

export function findPublicPage(path: string): PublicPage | undefined {
  return PUBLIC_PAGES.find((p) => p.path === path);
}
