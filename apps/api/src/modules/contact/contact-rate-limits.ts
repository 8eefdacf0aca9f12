import { CONTACT_RATE_LIMIT } from '@scopewright/domain';

/** Every POST counts here, valid or not: a cheap first wall before the exact hourly cap on stored messages. */
export const CONTACT_ATTEMPT_LIMIT = { windowSeconds: 900, max: CONTACT_RATE_LIMIT.max * 3 };
