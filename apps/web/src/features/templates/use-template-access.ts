import {
  DEFAULT_CURRENCY,
  evaluateGuards,
  type GuardRequirement,
  isRole,
  type Limit,
  TEMPLATES_CREATE_REQUIREMENT,
  TEMPLATES_EDIT_REQUIREMENT,
  TEMPLATES_READ_REQUIREMENT,
  TEMPLATES_START_QUOTE_REQUIREMENT,
} from '@scopewright/domain';
import { useAuthState } from '@/lib/auth-state';

export interface TemplateAccess {
  /** A super admin works on the global templates (the API's rule: docs/decisions/0044-templates.md). */
  isSuperAdmin: boolean;
  /** Signed in to a workspace (a super admin may have none: no rate card to read). */
  hasWorkspace: boolean;
  /** Templates need Essentials or above; without, the Library still shows the service library. */
  canRead: boolean;
  /** Why reading is refused (the plan), for the notice in its place; null when allowed. */
  readRefusal: string | null;
  canCreate: boolean;
  canEdit: boolean;
  canStartQuote: boolean;
  /** The workspace is read-only (expired trial or plan): everything is shown, nothing changes. */
  isReadOnlyWorkspace: boolean;
  maxTemplates: Limit | null;
  currency: string;
}

const NONE: TemplateAccess = {
  isSuperAdmin: false,
  hasWorkspace: false,
  canRead: false,
  readRefusal: null,
  canCreate: false,
  canEdit: false,
  canStartQuote: false,
  isReadOnlyWorkspace: false,
  maxTemplates: null,
  currency: DEFAULT_CURRENCY,
};

/**
 * What the signed-in user may do with templates: the API's own requirements evaluated on the session the web
 * already has, so a member sees read-only screens instead of buttons that would fail. The API decides.
 */
export function useTemplateAccess(): TemplateAccess {
  const auth = useAuthState();
  if (auth.status !== 'signed-in') return NONE;
  const isSuperAdmin = auth.profile.role === 'super_admin';
  const evaluate = (requirement: GuardRequirement) =>
    evaluateGuards({
      session: { userId: auth.user.id },
      profile: { ...auth.profile, role: isRole(auth.profile.role) ? auth.profile.role : null },
      tenant: auth.access,
      path: '/dashboard/templates',
      requirement,
    });
  const check = (requirement: GuardRequirement) => evaluate(requirement).ok;
  const read = evaluate(TEMPLATES_READ_REQUIREMENT);
  return {
    isSuperAdmin,
    hasWorkspace: auth.profile.tenantId !== null,
    canRead: read.ok,
    readRefusal: read.ok ? null : read.message,
    canCreate: check(TEMPLATES_CREATE_REQUIREMENT),
    canEdit: check(TEMPLATES_EDIT_REQUIREMENT),
    // A super admin's template calls work on the global templates, never a workspace's quotes.
    canStartQuote: !isSuperAdmin && check(TEMPLATES_START_QUOTE_REQUIREMENT),
    isReadOnlyWorkspace: !isSuperAdmin && auth.access.isReadOnly,
    maxTemplates: isSuperAdmin ? null : auth.access.features.maxTemplates,
    currency: auth.tenant?.defaultCurrency ?? DEFAULT_CURRENCY,
  };
}
