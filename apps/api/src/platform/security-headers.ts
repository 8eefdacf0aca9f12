import { createMiddleware } from 'hono/factory';

const csp = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

const BASE = {
  'default-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'none'",
  'frame-ancestors': "'none'",
  'form-action': "'self'",
};

export const APP_CSP = csp({
  ...BASE,
  'script-src': "'self'",
  // React and motion set inline style attributes.
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'worker-src': "'self'",
  'manifest-src': "'self'",
});

// Swagger UI: its bundle and our initializer are files; it sets inline styles and its CSS embeds data: SVG icons.
export const DOCS_CSP = csp({
  ...BASE,
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'form-action': "'none'",
});

const DOCS_PREFIX = '/api/docs';
/** The client's quote page and its API (docs/security.md#public-quote-links): the token in the URL never leaks and is never indexed. */
const SECRET_LINK_PATH = /^\/(?:q|api\/public\/quotes)\//;

export const securityHeaders = ({ hsts }: { hsts: boolean }) =>
  createMiddleware(async (c, next) => {
    await next();
    const headers = c.res.headers;
    const isDocs = c.req.path === DOCS_PREFIX || c.req.path.startsWith(`${DOCS_PREFIX}/`);
    headers.set('Content-Security-Policy', isDocs ? DOCS_CSP : APP_CSP);
    headers.set('X-Content-Type-Options', 'nosniff');
    const isSecretLink = SECRET_LINK_PATH.test(c.req.path);
    headers.set('Referrer-Policy', isSecretLink ? 'no-referrer' : 'strict-origin-when-cross-origin');
    if (isSecretLink) headers.set('X-Robots-Tag', 'noindex, nofollow');
    headers.set('X-Frame-Options', 'DENY');
    headers.set(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    headers.set('Cross-Origin-Resource-Policy', 'same-origin');
    if (hsts) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });
