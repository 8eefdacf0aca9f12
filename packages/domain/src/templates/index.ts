export * from './template-copy';
export * from './template-schemas';
export * from './apply-template';
