export * from './opportunity-enums';
export * from './opportunity-copy';
export * from './opportunity-values';
export * from './opportunity-schemas';
export * from './pipeline-schemas';
export * from './opportunity-requirements';
export * from './opportunity-api';
