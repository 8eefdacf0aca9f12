export { apiKeysRouter } from './api-keys.router';
export { DEMO_API_KEY_NAME, seedDemoApiKey } from './seed-demo-api-key';
