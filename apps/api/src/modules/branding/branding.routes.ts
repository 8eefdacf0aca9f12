import { z } from '@hono/zod-openapi';
import {
  BRANDING_COPY,
  COMPANY_SETTINGS_REQUIREMENT,
  DOCUMENT_FONTS,
  DOCUMENT_SECTION_KEYS,
  LOGO_MAX_BYTES,
  QUOTES_READ_REQUIREMENT,
  UpdateBrandingInput,
} from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardDenied, guardRefusals, invalidBody, jsonBody, jsonContent } from '../../platform/openapi';

export const BRANDING_LOGO_PATH = '/api/settings/branding/logo';
/** Base64 of the largest accepted file plus room for the JSON around it (the app's 1 MB limit is raised here). */
export const LOGO_UPLOAD_MAX_BODY_BYTES = Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 1024;

const Section = z.object({ key: z.enum(DOCUMENT_SECTION_KEYS), visible: z.boolean() });

const BrandingSettingsDoc = z
  .object({
    primaryColor: z.string(),
    accentColor: z.string(),
    font: z.enum(DOCUMENT_FONTS),
    coverPage: z.boolean(),
    sections: z.array(Section),
    defaultTerms: z.string(),
    footerText: z.string(),
    logoUrl: z.string().nullable(),
    logoWidth: z.number().int().nullable(),
    logoHeight: z.number().int().nullable(),
    updatedAt: z.string().nullable(),
  })
  .openapi('BrandingSettings');

const adminOnly = guardRefusals('Not an admin of a workspace, or the workspace is suspended.');
const badBody = invalidBody('A field breaks its rule; details name the field and its precise message.');

export const getBrandingRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: '/api/settings/branding',
  tags: ['branding'],
  summary: "The workspace's document branding (the defaults until an admin saves it), with its logo address.",
  responses: { 200: jsonContent(BrandingSettingsDoc, 'The branding.'), ...guardDenied },
});

export const updateBrandingRoute = defineRoute({
  access: guarded(COMPANY_SETTINGS_REQUIREMENT),
  method: 'put',
  path: '/api/settings/branding',
  tags: ['branding'],
  summary:
    'Replaces the branding (not the logo). Colours are #rrggbb (saved lowercase); the primary colour needs a ' +
    'contrast of at least 4.5:1 with white; sections list summary, scope, pricing, terms and signature once each.',
  request: jsonBody(UpdateBrandingInput),
  responses: { 200: jsonContent(BrandingSettingsDoc, 'The branding after the change.'), ...badBody, ...adminOnly },
});

const LogoUploadInput = z
  .strictObject({ image: z.string({ error: BRANDING_COPY.logoUnreadable }).max(LOGO_UPLOAD_MAX_BODY_BYTES) })
  .openapi('LogoUploadInput');

export const uploadLogoRoute = defineRoute({
  access: guarded(COMPANY_SETTINGS_REQUIREMENT),
  method: 'post',
  path: BRANDING_LOGO_PATH,
  tags: ['branding'],
  summary:
    'Sets the logo: `image` is a base64 PNG, JPEG or WebP of at most 2 MB and 4000 × 4000 pixels, recognised by ' +
    'its magic bytes (SVG is refused). It is re-encoded to a PNG that fits 800 × 400, without metadata.',
  request: jsonBody(LogoUploadInput),
  responses: {
    200: jsonContent(BrandingSettingsDoc, 'The branding with its new logo address.'),
    ...badBody,
    ...adminOnly,
    413: errorResponse('The body is larger than a 2 MB image allows.'),
  },
});

export const removeLogoRoute = defineRoute({
  access: guarded(COMPANY_SETTINGS_REQUIREMENT),
  method: 'delete',
  path: BRANDING_LOGO_PATH,
  tags: ['branding'],
  summary: 'Removes the logo; documents show the workspace name alone.',
  responses: { 200: jsonContent(BrandingSettingsDoc, 'The branding without a logo.'), ...adminOnly },
});

export const getLogoRoute = defineRoute({
  access: guarded(QUOTES_READ_REQUIREMENT),
  method: 'get',
  path: BRANDING_LOGO_PATH,
  tags: ['branding'],
  summary: "The caller's workspace logo as image/png (served with nosniff). Add ?v={version} to cache it for good.",
  responses: {
    200: { description: 'The logo.', content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } } },
    ...guardDenied,
    404: errorResponse('The workspace has no logo.'),
  },
});
