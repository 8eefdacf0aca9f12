export * from './public-quote-api';
export * from './public-quote-copy';
export * from './public-pricing-content';
export * from './optional-selection';
export * from './public-quote-state';
export * from './public-quote-page-copy';
export * from './quote-outcome-api';
export * from './quote-outcome-copy';
