import { shareLinkPath } from './quote-sharing/public-quote-paths';

/** A wizard step as the `?step=` of its URL. */
export type WizardStepParam = 'client' | 'scope' | 'pricing' | 'review';

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
};

/**
 * Every app URL used in more than one place, for the web's links and navigation and for the links in emails
 * (absolute with `absoluteAppUrl`). A renamed route changes here, and every caller follows.
 */
export const appLinks = {
  onboarding: (returnTo?: string) => withQuery('/onboarding', { returnTo }),
  /** The emailed password-reset page; its tokens travel in the fragment, never to a server. */
  updatePassword: (fragment: URLSearchParams) => `/update-password#${fragment.toString()}`,
  invitation: (token: string) => `/invite/${encodeURIComponent(token)}`,
  /** The client's page of a sent quote. */
  publicQuote: shareLinkPath,
  dashboard: () => '/dashboard',
  /** A new quote, optionally for a client (and one of its opportunities) or starting from a library service. */
  newQuote: (start: { clientId?: string; opportunityId?: string; addService?: string } = {}) =>
    withQuery('/dashboard/quotes/wizard', {
      clientId: start.clientId,
      opportunityId: start.opportunityId,
      addService: start.addService,
    }),
  /** An existing quote in the wizard, at a step, optionally adding a library service. */
  quote: (id: string, at: { step?: WizardStepParam; addService?: string } = {}) =>
    withQuery(`/dashboard/quotes/wizard/${encodeURIComponent(id)}`, { step: at.step, addService: at.addService }),
  clients: () => '/dashboard/clients',
  client: (id: string) => `/dashboard/clients/${encodeURIComponent(id)}`,
  team: () => '/dashboard/users',
  billing: () => '/dashboard/billing',
  profile: () => '/dashboard/profile',
  rateCard: () => '/dashboard/settings/rates',
  catalog: () => '/dashboard/settings/catalog',
  branding: () => '/dashboard/settings/branding',
  /** A workspace template in Templates → Management. */
  templateManagement: (id: string) => `/dashboard/templates/management?id=${encodeURIComponent(id)}`,
} as const;

/** An app path as an absolute URL on the configured APP_URL (emails, share links). */
export function absoluteAppUrl(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}`;
}
