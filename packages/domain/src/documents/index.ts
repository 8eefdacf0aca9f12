export * from './document-branding';
export * from './document-copy';
export * from './quote-document-types';
export * from './document-format';
export * from './build-quote-document';
