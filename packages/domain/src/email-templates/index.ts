export * from './email-template-copy';
export * from './email-template-schemas';
export * from './email-template-screen-copy';
