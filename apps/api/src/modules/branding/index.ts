export { carryOverBrandingOverrides, overridesSnapshot, parseBrandingSnapshot } from './branding-snapshot';
export { findDefaultTerms, getBrandingSettings } from './branding.queries';
export { BRANDING_LOGO_PATH, LOGO_UPLOAD_MAX_BODY_BYTES } from './branding.routes';
export { freezeBrandingSnapshot, resolveDocumentBranding } from './resolve-document-branding';
