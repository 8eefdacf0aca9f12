export const PRODUCT_NAME = 'Scopewright';
export const PRODUCT_TAGLINE = 'AI-assisted scoping and quoting for MSPs';
export const COMPETITOR_NAME = 'ConnectWise Sell';
export const COMPARISON_SLUG = 'connectwise-sell-replacement';
export const SUPPORT_EMAIL = 'support@scopewright.app';
export const PRIVACY_EMAIL = 'privacy@scopewright.app';
export const DEFAULT_MAIL_FROM = `${PRODUCT_NAME} <no-reply@scopewright.app>`;
