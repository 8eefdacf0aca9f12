export * from './email-suppressions';
