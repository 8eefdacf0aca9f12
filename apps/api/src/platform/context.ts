import type { SignedIn } from './auth/session';
import type { Logger } from './logger';

/** Per-request values set by the platform middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Set by loadSession (identity): null when nobody is signed in. */
    signedIn: SignedIn | null;
  };
}
