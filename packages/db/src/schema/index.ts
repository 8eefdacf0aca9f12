export * from './columns';
export * from './tenancy';
export * from './rls';
export * from './tenants';
export * from './email-templates';
export * from './email-logs';
