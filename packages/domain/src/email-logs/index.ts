export * from './email-log-enums';
export * from './email-log-copy';
export * from './email-log-schemas';
export * from './email-metrics';
export * from './email-log-api';
export * from './email-log-requirements';
