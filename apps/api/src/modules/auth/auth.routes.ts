import { z } from '@hono/zod-openapi';
import { SignupInput } from '@scopewright/domain';
import { defineRoute, PUBLIC } from '../../platform/access/route-access';
import { errorResponse, jsonBody, jsonContent } from '../../platform/openapi';

export const SignupResult = z.object({ success: z.literal(true), message: z.string() }).openapi('SignupResult');
export const SignupFailure = z
  .object({
    success: z.literal(false),
    error: z.object({ code: z.string(), message: z.string(), requestId: z.string(), details: z.unknown().optional() }),
  })
  .openapi('SignupFailure');

export const signupRoute = defineRoute({
  access: PUBLIC,
  method: 'post',
  path: '/api/signup',
  tags: ['auth'],
  summary:
    'Atomic sign-up (strict body). Creates the user, the workspace or a pending membership, and queues the ' +
    'verification email. The same neutral answer for an email that already has an account.',
  request: jsonBody(SignupInput),
  responses: {
    200: jsonContent(SignupResult, 'Account created (or already existing): verify by email.'),
    400: jsonContent(SignupFailure, 'Malformed body or unknown fields.'),
    422: jsonContent(
      SignupFailure,
      'Invalid field; error.message is the first field message (the sign-up form texts).',
    ),
    429: jsonContent(SignupFailure, 'Too many sign-ups from this address.'),
  },
});

export const ResetTokenInput = z.strictObject({ token: z.string().min(1).max(512) }).openapi('ResetTokenInput');

export const validateResetTokenRoute = defineRoute({
  access: PUBLIC,
  method: 'post',
  path: '/api/password-reset/validate',
  tags: ['auth'],
  summary:
    'Checks the access_token of an /update-password link (the reset link’s validation) without using it. ' +
    'Set the new password with POST /api/auth/reset-password { token, newPassword }.',
  request: jsonBody(ResetTokenInput),
  responses: {
    200: jsonContent(z.object({ valid: z.boolean() }).openapi('ResetTokenValidity'), 'Whether the link can be used.'),
    429: errorResponse('RATE_LIMITED: too many checks from this address (Retry-After says when to try again).'),
  },
});

export const oauthProvidersRoute = defineRoute({
  access: PUBLIC,
  method: 'get',
  path: '/api/auth-providers',
  tags: ['auth'],
  summary: 'The single sign-on providers this server offers, so the sign-in and sign-up pages show only those.',
  responses: {
    200: jsonContent(
      z.object({ providers: z.array(z.enum(['google', 'microsoft'])) }).openapi('OAuthProviders'),
      'Configured providers; empty when none is configured.',
    ),
  },
});
