/** Per client address (docs/security.md#rate-limits): link lookups, and acceptances, which each hash a password. */
export const LOOKUP_RATE_LIMIT = { windowSeconds: 900, max: 30 };
export const ACCEPT_RATE_LIMIT = { windowSeconds: 900, max: 10 };
