import { waitInWords } from '../rate-limit-copy';

/** Login error mapping (docs/product-rules.md#sign-in). */
export const LOGIN_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_CONFIRMED',
  'RATE_LIMITED',
  'OAUTH_POPUP_BLOCKED',
  'OAUTH_CANCELLED',
  'NETWORK',
  'UNKNOWN',
] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

export interface LoginErrorText {
  short: string;
  long: string;
  /** EMAIL_NOT_CONFIRMED reveals the 'Resend Verification Email' panel. */
  showResend: boolean;
}

const same = (text: string): LoginErrorText => ({ short: text, long: text, showResend: false });

export const LOGIN_ERRORS: Record<LoginErrorCode, LoginErrorText> = {
  INVALID_CREDENTIALS: {
    short: 'Invalid email or password',
    long: 'Invalid email or password. Please check your credentials and try again.',
    showResend: false,
  },
  EMAIL_NOT_CONFIRMED: {
    short: 'Please verify your email address before signing in',
    long: 'Please verify your email address before signing in. Check your inbox for a confirmation link.',
    showResend: true,
  },
  RATE_LIMITED: {
    short: 'Too many attempts. Please wait a moment before trying again',
    long: 'Too many login attempts. Please wait a few minutes before trying again.',
    showResend: false,
  },
  OAUTH_POPUP_BLOCKED: same('Pop-up blocked. Please allow pop-ups and try again'),
  OAUTH_CANCELLED: same('Sign-in cancelled'),
  NETWORK: same('Network error. Please check your connection and try again'),
  UNKNOWN: same('An unexpected error occurred. Please try again'),
};

export interface LoginErrorInput {
  message?: string | null;
  status?: number | null;
  /** Machine code from the auth service (e.g. Better Auth's EMAIL_NOT_VERIFIED); matched like a message. */
  code?: string | null;
}

export type LoginErrorResult = LoginErrorText & { code: LoginErrorCode };

// Message patterns are checked before statuses: an unconfirmed email may arrive with status 400.
const MESSAGE_RULES: readonly [LoginErrorCode, RegExp][] = [
  ['EMAIL_NOT_CONFIRMED', /(email|e-mail) (is )?not (confirmed|verified)|unconfirmed|unverified|verify your email/],
  ['INVALID_CREDENTIALS', /invalid login credentials|invalid email or password|invalid credentials/],
  ['RATE_LIMITED', /too many requests|rate limit/],
  ['OAUTH_POPUP_BLOCKED', /pop-?up.*blocked|blocked.*pop-?up/],
  ['OAUTH_CANCELLED', /cancel|closed[ -]by[ -](the[ -])?user/],
  ['NETWORK', /network|fetch|connection/],
];

const STATUS_RULES: Readonly<Record<number, LoginErrorCode>> = {
  400: 'INVALID_CREDENTIALS',
  429: 'RATE_LIMITED',
  0: 'NETWORK',
};

export function mapLoginError(error: LoginErrorInput | null | undefined): LoginErrorResult {
  const text = [error?.message ?? '', (error?.code ?? '').replace(/_/g, ' ')].join(' ').toLowerCase();
  const byMessage = MESSAGE_RULES.find(([, pattern]) => pattern.test(text))?.[0];
  const status = error?.status;
  const code = byMessage ?? (typeof status === 'number' ? STATUS_RULES[status] : undefined) ?? 'UNKNOWN';
  return { code, ...LOGIN_ERRORS[code] };
}

/** The one message a refused sign-in shows, with when to try again (rounded up to whole minutes). */
export function signInRetryMessage(retryAfterSeconds: number | null | undefined): string {
  if (!retryAfterSeconds || retryAfterSeconds <= 0) return LOGIN_ERRORS.RATE_LIMITED.long;
  return `Too many failed sign-in attempts. Please try again in ${waitInWords(retryAfterSeconds)}.`;
}
