// Kept apart from the zod contract (public-quote-api.ts): the client's page imports these on its first load.

/** 32 random bytes as base64url: 43 characters. Anything else is refused before any lookup. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const shareLinkPath = (token: string) => `/q/${token}`;
/** The page's data: read by the page, and preloaded by the HTML the server sends for /q/{token}. */
export const publicQuoteApiPath = (token: string) => `/api/public/quotes/${encodeURIComponent(token)}`;
