export * from './client-access';
export * from './client-copy';
export * from './client-schemas';
export * from './client-views';
export * from './client-csv-columns';
export * from './client-import';
export * from './client-csv';
