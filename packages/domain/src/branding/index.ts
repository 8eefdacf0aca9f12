export * from './branding-copy';
export * from './branding-schemas';
export * from './color-contrast';
export * from './logo-rules';
