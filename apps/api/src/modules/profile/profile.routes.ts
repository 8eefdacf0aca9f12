import { z } from '@hono/zod-openapi';
import { AVATAR_MAX_BYTES, OnboardingInput, ProfileUpdateInput, PROFILE_COPY } from '@scopewright/domain';
import { defineRoute, guarded, SIGNED_IN } from '../../platform/access/route-access';
import { errorResponse, jsonBody, jsonContent } from '../../platform/openapi';

/** Profile routes are about the caller's own account: they run before onboarding is complete. */
const OWN_ACCOUNT = guarded({ skipOnboarding: true });

export const AVATAR_UPLOAD_PATH = '/api/profile/avatar';
/** Base64 of the largest accepted file, plus room for the JSON around it (the app's 1 MB limit is raised here). */
export const AVATAR_BASE64_MAX = Math.ceil(AVATAR_MAX_BYTES / 3) * 4;
export const AVATAR_UPLOAD_MAX_BODY_BYTES = AVATAR_BASE64_MAX + 1024;

const OwnProfile = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    role: z.string(),
    onboardingCompleted: z.boolean(),
  })
  .openapi('OwnProfile');

const OnboardingResult = z
  .object({ profile: OwnProfile, tenant: z.object({ id: z.string(), name: z.string() }).nullable() })
  .openapi('OnboardingResult');

const writeErrors = {
  400: errorResponse('Malformed body or fields that cannot be set (e.g. role, tenantId).'),
  401: errorResponse('Not signed in.'),
  403: errorResponse('The profile is missing, or the change is not allowed for this role.'),
  422: errorResponse('A field breaks a rule; details name the field and its message.'),
};

export const completeOnboardingRoute = defineRoute({
  access: OWN_ACCOUNT,
  method: 'post',
  path: '/api/onboarding',
  tags: ['profile'],
  summary:
    'Finishes onboarding (the /onboarding page): sets the first and last name, the workspace name when the ' +
    'caller is its admin, and onboarding_completed, in one transaction.',
  request: jsonBody(OnboardingInput),
  responses: { 200: jsonContent(OnboardingResult, 'Onboarding is complete.'), ...writeErrors },
});

export const updateProfileRoute = defineRoute({
  access: OWN_ACCOUNT,
  method: 'patch',
  path: '/api/profile',
  tags: ['profile'],
  summary: "Changes the caller's first and last name (My profile). Email, role and workspace cannot be set here.",
  request: jsonBody(ProfileUpdateInput),
  responses: { 200: jsonContent(OwnProfile, 'The updated profile.'), ...writeErrors },
});

export const AvatarUploadInput = z
  .strictObject({
    // Bounded by the route's body limit; size and encoding get their precise messages in process-avatar.ts.
    image: z.string({ error: PROFILE_COPY.avatarUnreadable }).max(AVATAR_UPLOAD_MAX_BODY_BYTES),
  })
  .openapi('AvatarUploadInput');

export const uploadAvatarRoute = defineRoute({
  access: OWN_ACCOUNT,
  method: 'put',
  path: AVATAR_UPLOAD_PATH,
  tags: ['profile'],
  summary:
    'Sets the profile photo: `image` is a base64 PNG, JPEG or WebP of at most 2 MB and 4096 × 4096 pixels, ' +
    'recognised by its magic bytes (SVG is refused). It is re-encoded to a 256 × 256 WebP without metadata.',
  request: jsonBody(AvatarUploadInput),
  responses: {
    200: jsonContent(OwnProfile, 'The profile with its new avatar_url.'),
    ...writeErrors,
    413: errorResponse('The body is larger than a 2 MB image allows.'),
  },
});

export const removeAvatarRoute = defineRoute({
  access: OWN_ACCOUNT,
  method: 'delete',
  path: AVATAR_UPLOAD_PATH,
  tags: ['profile'],
  summary: 'Removes the profile photo (initials are shown instead).',
  responses: {
    200: jsonContent(OwnProfile, 'The profile without an avatar.'),
    401: errorResponse('Not signed in.'),
    403: errorResponse('The profile is missing.'),
  },
});

export const getAvatarRoute = defineRoute({
  access: OWN_ACCOUNT,
  method: 'get',
  path: '/api/avatars/{userId}',
  tags: ['profile'],
  summary:
    "A user's profile photo (image/webp). Visible to the user, to members of their workspace (not pending users) " +
    'and to super admins; anyone else gets 404, as for a user without a photo.',
  request: { params: z.object({ userId: z.string().max(64) }) },
  responses: {
    200: { description: 'The photo.', content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } } },
    401: errorResponse('Not signed in.'),
    404: errorResponse('No such photo, or not visible to the caller.'),
  },
});

export const profileEventsRoute = defineRoute({
  access: SIGNED_IN,
  method: 'get',
  path: '/api/me/events',
  tags: ['profile'],
  summary:
    "Server-sent events (send Accept: text/event-stream): `profile` when the caller's profile or role records " +
    'change (from any API process), `ready` once subscribed, a comment heartbeat every 25 s. Reload GET /api/me ' +
    'on each `profile` event.',
  responses: {
    200: { description: 'The event stream.', content: { 'text/event-stream': { schema: z.string() } } },
    400: errorResponse('The request does not accept text/event-stream.'),
    401: errorResponse('Not signed in.'),
  },
});
