export * from './version-control-api';
export * from './version-control-copy';
export * from './describe-audit-change';
export * from './describe-content-diff';
export * from './describe-template-diff';
export * from './describe-version';
