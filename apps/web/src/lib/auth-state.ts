import type { AccessSummary, SupportSessionState } from '@scopewright/domain';
import { useQuery } from '@tanstack/react-query';
import { authKeys } from './auth-keys';
import { fetchMe } from './fetch-me';
import { useSessionHint } from './session-hint';

export { fetchMe } from './fetch-me';

export interface AuthUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** Platform super admin: the role, or a verified provider email domain (the API's rule). */
  isSuperAdmin: boolean;
  /** The profile photo's versioned address, or null for initials. */
  avatarUrl: string | null;
}

/** The fields of GET /api/me's profile the web app reads (the API sends the whole row). */
export interface AuthProfile {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  role: string;
  tenantId: string | null;
  isOwner: boolean;
  onboardingCompleted: boolean;
}

export interface AuthTenant {
  id: string;
  name: string;
  trialStartDate: string | null;
  trialEndDate: string | null;
  suspended: boolean;
  activeTier: string | null;
  selectedTier: string | null;
  /** The workspace's default currency: amounts of the rate card and new quotes. */
  defaultCurrency?: string;
}

export interface MeResponse {
  user: { id: string; email: string; emailVerified: boolean };
  profile: AuthProfile;
  tenant: AuthTenant | null;
  isSuperAdmin: boolean;
  access: AccessSummary;
  /** The workspace a super admin has open as support (then also `tenant`); absent from older answers. */
  support?: SupportSessionState | null;
}

type Nothing = { user: null; profile: null; tenant: null; access: null };
export type AuthState =
  | ({ status: 'loading' } & Nothing)
  | ({ status: 'signed-out' } & Nothing)
  | { status: 'signed-in'; user: AuthUser; profile: AuthProfile; tenant: AuthTenant | null; access: AccessSummary };

const NOTHING: Nothing = { user: null, profile: null, tenant: null, access: null };
const LOADING: AuthState = { status: 'loading', ...NOTHING };
const SIGNED_OUT: AuthState = { status: 'signed-out', ...NOTHING };

function toState(me: MeResponse): AuthState {
  const fullName = [me.profile.firstName, me.profile.lastName].filter(Boolean).join(' ').trim();
  return {
    status: 'signed-in',
    user: {
      ...me.user,
      name: fullName || me.user.email,
      isSuperAdmin: me.isSuperAdmin,
      avatarUrl: me.profile.avatarUrl ?? null,
    },
    // The guards see a provider employee as the super admin the API treats them as.
    profile: me.isSuperAdmin ? { ...me.profile, role: 'super_admin' } : me.profile,
    tenant: me.tenant,
    access: me.access,
  };
}

/**
 * The one place the web app learns who is signed in. `verify: 'always'` asks the server on every mount
 * (dashboard); the default asks only when this browser has signed in before (public pages, no 401 noise).
 */
export function useAuthState({ verify = 'if-hinted' }: { verify?: 'always' | 'if-hinted' } = {}): AuthState {
  const hinted = useSessionHint();
  const enabled = verify === 'always' || hinted;
  const query = useQuery({ queryKey: authKeys.me(), queryFn: ({ signal }) => fetchMe(signal), enabled });
  if (!enabled) return SIGNED_OUT;
  if (query.isPending) return LOADING;
  return query.data ? toState(query.data) : SIGNED_OUT;
}
