/** Sign-ups per client address: 5 per 10 minutes (docs/security.md#rate-limits). */
export const SIGNUP_RATE_LIMIT = { windowSeconds: 600, max: 5 };
/** Reset-link checks per client address: a person opens a link a few times, a guesser many (docs/security.md#rate-limits). */
export const RESET_TOKEN_CHECK_RATE_LIMIT = { windowSeconds: 900, max: 20 };
