export * from './template-copy';
export * from './template-schemas';
export * from './apply-template';
export * from './template-requirements';
export * from './template-screen-copy';
export * from './template-wizard-copy';
