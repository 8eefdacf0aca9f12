export * from './public-quote-api';
export * from './public-quote-copy';
