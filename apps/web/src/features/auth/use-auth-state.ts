export interface AuthUser {
  id: string;
  name: string;
  email: string;
}

export type AuthState =
  { status: 'loading'; user: null } | { status: 'signed-in'; user: AuthUser } | { status: 'signed-out'; user: null };

const SIGNED_OUT: AuthState = { status: 'signed-out', user: null };

/**
 * The one place the web app learns who is signed in.
 * Sessions arrive with the identity release (Better Auth); until then everyone is signed out.
 */
export function useAuthState(): AuthState {
  return SIGNED_OUT;
}
