export * from './product';
export * from './errors';
export * from './shell-copy';
export * from './paths';
export * from './public-pages';
