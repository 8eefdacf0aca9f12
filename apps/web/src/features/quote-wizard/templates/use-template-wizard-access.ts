import {
  evaluateGuards,
  type GuardRequirement,
  isRole,
  TEMPLATES_CREATE_REQUIREMENT,
  TEMPLATES_READ_REQUIREMENT,
  TEMPLATES_START_QUOTE_REQUIREMENT,
} from '@scopewright/domain';
import { useAuthState } from '@/lib/auth-state';

export interface TemplateWizardAccess {
  /** Insert a template's sections: reading templates (the plan has them). */
  canUse: boolean;
  /** Start a new quote from a template. */
  canStartQuote: boolean;
  /** Save a quote or a section as a template (can_create_templates). */
  canCreate: boolean;
}

const NONE: TemplateWizardAccess = { canUse: false, canStartQuote: false, canCreate: false };

/**
 * What the wizard offers around templates: the API's own requirements evaluated on the session the web already
 * has (as the rate card's access does), so nobody is shown an action that would be refused. The API decides.
 */
export function useTemplateWizardAccess(): TemplateWizardAccess {
  const auth = useAuthState();
  // A super admin's template calls work on the global templates, never a workspace's quotes.
  if (auth.status !== 'signed-in' || auth.profile.role === 'super_admin') return NONE;
  const check = (requirement: GuardRequirement) =>
    evaluateGuards({
      session: { userId: auth.user.id },
      profile: { ...auth.profile, role: isRole(auth.profile.role) ? auth.profile.role : null },
      tenant: auth.access,
      path: '/dashboard/quotes',
      requirement,
    }).ok;
  return {
    canUse: check(TEMPLATES_READ_REQUIREMENT),
    canStartQuote: check(TEMPLATES_START_QUOTE_REQUIREMENT),
    canCreate: check(TEMPLATES_CREATE_REQUIREMENT),
  };
}

/** Templates → Management with the template open (its screen reads `?id=`). */
export const templateManagementLink = (id: string) => `/dashboard/templates/management?id=${encodeURIComponent(id)}`;
