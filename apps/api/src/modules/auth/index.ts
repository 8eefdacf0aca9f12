export { RESET_TOKEN_CHECK_RATE_LIMIT, SIGNUP_RATE_LIMIT } from './auth-rate-limits';
export { emailVerificationLinkRefresher, passwordResetLinkRefresher } from './auth-link-refreshers';
