export * from './integration-enums';
export * from './integration-copy';
export * from './integration-credentials';
export * from './integration-settings';
export * from './integration-mapping';
export * from './integration-requirements';
export * from './integration-api';
