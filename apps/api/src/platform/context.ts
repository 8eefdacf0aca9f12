import type { Logger } from './logger';

/** Per-request values set by the platform middleware. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
  };
}
