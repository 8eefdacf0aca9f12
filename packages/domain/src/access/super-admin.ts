import { emailDomain } from '../auth/public-email-domains';

/** Parses a comma- or whitespace-separated domain list such as env SUPER_ADMIN_EMAIL_DOMAINS. */
export function parseDomainList(raw: string | null | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(/[\s,;]+/)
    .map((d) => d.trim().toLowerCase().replace(/^@/, '').replace(/\.+$/, ''))
    .filter((d) => d.length > 0);
}

/**
 * A verified email whose domain is exactly one of
 * `domains` (no subdomain matching) (docs/product-rules.md#super-admins). An empty list recognises nobody.
 */
export function isProviderEmployee(email: string, emailVerified: boolean, domains: readonly string[]): boolean {
  if (!emailVerified) return false;
  const domain = emailDomain(email);
  if (!domain || !email.slice(0, email.lastIndexOf('@')).trim()) return false;
  return parseDomainList(domains.join(',')).includes(domain);
}
