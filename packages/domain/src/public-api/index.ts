export * from './api-scopes';
export * from './api-key-format';
export * from './webhook-events';
export * from './public-api-requirements';
export * from './public-api-schemas';
