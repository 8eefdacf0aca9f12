export * from './lifecycle-schedule';
export * from './lifecycle-copy';
