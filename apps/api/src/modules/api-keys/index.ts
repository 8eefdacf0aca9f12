export { apiKeysRouter } from './api-keys.router';
