import { personId } from '../../platform/access/actor';
import { useCaseContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { completeOnboarding } from './complete-onboarding';
import { getAvatar } from './get-avatar';
import { profileEventStream } from './profile-event-stream';
import {
  completeOnboardingRoute,
  getAvatarRoute,
  profileEventsRoute,
  removeAvatarRoute,
  updateProfileRoute,
  uploadAvatarRoute,
} from './profile.routes';
import { removeAvatar } from './remove-avatar';
import { setAvatar } from './set-avatar';
import { updateProfile } from './update-profile';

export function profileRouter(services: Pick<AppServices, 'database' | 'profileEvents'>) {
  const ctx = (c: Parameters<typeof useCaseContext>[0]) => useCaseContext(c, services.database);
  return createRouter()
    .openapi(completeOnboardingRoute, async (c) => c.json(await completeOnboarding(ctx(c), c.req.valid('json')), 200))
    .openapi(updateProfileRoute, async (c) => c.json(await updateProfile(ctx(c), c.req.valid('json')), 200))
    .openapi(uploadAvatarRoute, async (c) => c.json(await setAvatar(ctx(c), c.req.valid('json')), 200))
    .openapi(removeAvatarRoute, async (c) => c.json(await removeAvatar(ctx(c)), 200))
    .openapi(getAvatarRoute, async (c) => {
      const avatar = await getAvatar(ctx(c), c.req.valid('param').userId);
      const isCurrent = c.req.query('v') === String(avatar.version);
      return c.body(new Uint8Array(avatar.image), 200, {
        'Content-Type': 'image/webp',
        'Content-Disposition': 'inline; filename="avatar.webp"',
        // Private: only signed-in members may see it. The versioned address never changes content.
        'Cache-Control': isCurrent ? 'private, max-age=31536000, immutable' : 'private, no-cache',
        ETag: `"${avatar.version}"`,
      });
    })
    .openapi(profileEventsRoute, (c) => profileEventStream(c, services.profileEvents, personId(ctx(c).actor)));
}
