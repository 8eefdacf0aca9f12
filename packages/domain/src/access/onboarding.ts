import { appLinks } from '../app-links';
import type { Role } from './roles';

export const ACCESS_DENIED_PATH = '/access-denied';

export interface OnboardingProfile {
  role: Role | null;
  tenantId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  onboardingCompleted: boolean | null;
}

const present = (value: string | null | undefined): boolean => typeof value === 'string' && value.trim().length > 0;

/** Names and email for everyone; MSP users and admins also need a tenant and the completed flag (docs/product-rules.md#onboarding). */
export function isOnboardingComplete(profile: OnboardingProfile | null): boolean {
  if (!profile) return false;
  if (!present(profile.firstName) || !present(profile.lastName) || !present(profile.email)) return false;
  if (profile.role === 'msp_user' || profile.role === 'msp_admin') {
    return present(profile.tenantId) && profile.onboardingCompleted === true;
  }
  return true;
}

/**
 * Whether to send the user through /onboarding: whenever the completeness rule says incomplete, and once for everyone but
 * super admins until they have confirmed their details there (a joined pending user learns that an admin must
 * approve them). The API's guard chain uses isOnboardingComplete alone.
 */
export function shouldShowOnboarding(profile: OnboardingProfile | null): boolean {
  if (!profile || profile.role === 'super_admin') return false;
  return !isOnboardingComplete(profile) || profile.onboardingCompleted !== true;
}

/** `path` is `base` or below it ('/dashboardx' is not below '/dashboard'). */
export function isPathWithin(path: string, base: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The onboarding guard is skipped on /onboarding and on dashboard paths (docs/product-rules.md#onboarding). */
export function isOnboardingExemptPath(path: string): boolean {
  return isPathWithin(path, appLinks.onboarding()) || isPathWithin(path, appLinks.dashboard());
}
