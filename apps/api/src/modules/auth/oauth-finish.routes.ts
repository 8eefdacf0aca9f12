import { z } from '@hono/zod-openapi';
import { defineRoute, SIGNED_IN } from '../../platform/access/route-access';
import { errorResponse, jsonContent } from '../../platform/openapi';

export const OAuthFinishResult = z
  .object({ success: z.literal(true), outcome: z.enum(['created', 'joined', 'existing', 'verification-sent']) })
  .openapi('OAuthFinishResult');

export const oauthFinishRoute = defineRoute({
  access: SIGNED_IN,
  method: 'post',
  path: '/api/oauth/finish',
  tags: ['auth'],
  summary:
    'Called by /auth/oauth-callback after a Google or Microsoft sign-in (no body). A new OAuth user gets what an ' +
    'email sign-up gets: profile, the workspace of their company domain (created: owner, msp_admin, 14-day ' +
    'trial; or joined as pending_user), in one transaction. An account already set up answers existing. An ' +
    'email the provider did not verify (Microsoft) gets our verification link instead: verification-sent, ' +
    'signed out, nothing created until the link is followed and the user signs in again.',
  responses: {
    200: jsonContent(OAuthFinishResult, 'The account is set up, or the verification email was sent.'),
    401: errorResponse('Not signed in.'),
    422: errorResponse('A public email provider (work addresses only): the new account was removed and signed out.'),
  },
});
