import type { Actor } from './access/actor';
import type { ClientMeta } from './audit/record-audit';
import type { Logger } from './logger';

/** Per-request values set by the platform middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
    /** Set by loadSession (identity): the signed-in user, null when nobody is signed in. */
    actor: Actor | null;
    /** The caller's address and user agent (audit log); set on every /api request. */
    client: ClientMeta;
  };
}
