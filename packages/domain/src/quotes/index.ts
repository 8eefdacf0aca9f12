export * from './quote-enums';
export * from './quote-content';
export * from './pricing-types';
export * from './quote-api';
