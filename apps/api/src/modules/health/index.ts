export { type Pingable } from './check-database';
