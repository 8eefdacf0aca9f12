import type { Auth } from '../../platform/auth/auth';
import { CLIENT_IP_HEADER } from '../../platform/auth/client-ip';
import type { Logger } from '../../platform/logger';

/**
 * Signs a just-created user in through Better Auth's own password sign-in (its session row and signed cookie),
 * returning the Set-Cookie values. The account is already committed, so a failure here is logged and the user
 * signs in on the login page instead.
 */
export function startSessionFor(auth: Auth, clientIp: string, logger: Logger) {
  return async (email: string, password: string): Promise<string[]> => {
    try {
      const { headers } = await auth.api.signInEmail({
        body: { email, password },
        headers: new Headers({ [CLIENT_IP_HEADER]: clientIp }),
        returnHeaders: true,
      });
      return headers.getSetCookie();
    } catch (err) {
      logger.warn({ err }, 'invitations: the new member could not be signed in');
      return [];
    }
  };
}
