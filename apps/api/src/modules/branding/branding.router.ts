import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import {
  getBrandingRoute,
  getLogoRoute,
  removeLogoRoute,
  updateBrandingRoute,
  uploadLogoRoute,
} from './branding.routes';
import { getBranding } from './get-branding';
import { getBrandingLogo } from './get-branding-logo';
import { removeBrandingLogo } from './remove-branding-logo';
import { setBrandingLogo } from './set-branding-logo';
import { updateBranding } from './update-branding';

export function brandingRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Parameters<typeof tenantContext>[0]) => tenantContext(c, services.database);
  return createRouter()
    .openapi(getBrandingRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await getBranding(ctx(c)), 200);
    })
    .openapi(updateBrandingRoute, async (c) => c.json(await updateBranding(ctx(c), c.req.valid('json')), 200))
    .openapi(uploadLogoRoute, async (c) => c.json(await setBrandingLogo(ctx(c), c.req.valid('json')), 200))
    .openapi(removeLogoRoute, async (c) => c.json(await removeBrandingLogo(ctx(c)), 200))
    .openapi(getLogoRoute, async (c) => {
      const logo = await getBrandingLogo(ctx(c));
      const isCurrent = c.req.query('v') === String(logo.version);
      return c.body(new Uint8Array(logo.image), 200, {
        'Content-Type': 'image/png',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': 'inline; filename="logo.png"',
        'Cache-Control': isCurrent ? 'private, max-age=31536000, immutable' : 'private, no-cache',
        ETag: `"${logo.version}"`,
      });
    });
}
