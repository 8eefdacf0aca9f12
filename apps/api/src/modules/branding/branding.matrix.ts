import { DEFAULT_BRANDING_SETTINGS } from '@scopewright/domain';
import type { MatrixCase } from '../../testing/access-fixture';
import { TINY_PNG_BASE64 } from '../../testing/test-images';

const OWN_WORKSPACE = "the caller's own workspace: the tenant comes from the session, never from the request";
const ADMIN_ONLY = { anonymous: 401, pending_user: 403, msp_user: 403, msp_admin: 200, super_admin: 403 };
const MEMBERS = { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 };

const { logoUrl: _u, logoWidth: _w, logoHeight: _h, updatedAt: _t, ...brandingBody } = DEFAULT_BRANDING_SETTINGS;

export const brandingMatrix: MatrixCase[] = [
  {
    route: 'GET /api/settings/branding',
    request: () => ({ method: 'GET', path: '/api/settings/branding' }),
    expect: MEMBERS,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'PUT /api/settings/branding',
    request: () => ({ method: 'PUT', path: '/api/settings/branding', body: brandingBody }),
    expect: ADMIN_ONLY,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'POST /api/settings/branding/logo',
    request: () => ({ method: 'POST', path: '/api/settings/branding/logo', body: { image: TINY_PNG_BASE64 } }),
    expect: ADMIN_ONLY,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'DELETE /api/settings/branding/logo',
    request: () => ({ method: 'DELETE', path: '/api/settings/branding/logo' }),
    expect: ADMIN_ONLY,
    crossTenant: { noIds: OWN_WORKSPACE },
  },
  {
    route: 'GET /api/settings/branding/logo',
    request: async (f) => {
      const upload = { method: 'POST' as const, path: '/api/settings/branding/logo', body: { image: TINY_PNG_BASE64 } };
      const response = await f.call(f.a.msp_admin, upload);
      if (response.status !== 200) throw new Error(`logo upload → ${response.status}`);
      return { method: 'GET', path: '/api/settings/branding/logo' };
    },
    expect: MEMBERS,
    crossTenant: { noIds: `${OWN_WORKSPACE}; workspace B without a logo gets 404` },
  },
];
