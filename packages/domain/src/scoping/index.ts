export * from './ai-scoping-copy';
export * from './scope-copy';
export * from './scope-suggestion-api';
export * from './service-library-schema';
export * from './ai-fallback-copy';
export * from './service-library-copy';
export * from './suggestion-to-lines';
